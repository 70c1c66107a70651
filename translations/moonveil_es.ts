<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Moonveil Desktop</source>
        <translation>Acerca de Moonveil Desktop</translation>
    </message>
    <message>
        <source>Moonveil Desktop</source>
        <translation>Moonveil Desktop</translation>
    </message>
    <message>
        <source>Version {version} (Qt {qt}, Python {python})</source>
        <translation>Versión {version} (Qt {qt}, Python {python})</translation>
    </message>
    <message>
        <source>A moderator's console for in-person Werewolf-style games.</source>
        <translation>Una consola de moderador para partidas presenciales al estilo de Los Hombres Lobo.</translation>
    </message>
    <message>
        <source>Saved games: not available</source>
        <translation>Partidas guardadas: no disponibles</translation>
    </message>
    <message>
        <source>Saved games: %s</source>
        <translation>Partidas guardadas: %s</translation>
    </message>
</context>
<context>
    <name>AfterGamePanel</name>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <source>The same players, seats and options; new cards on the same phones</source>
        <translation>Los mismos jugadores, asientos y opciones; cartas nuevas en los mismos móviles</translation>
    </message>
    <message>
        <source>Play again, &amp;change seats first…</source>
        <translation>Jugar otra vez, &amp;cambiar asientos antes…</translation>
    </message>
    <message>
        <source>Add, remove or reorder seats in the lobby, then deal</source>
        <translation>Añade, quita o reordena asientos en la sala y luego reparte</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>The previous page of the reveal on the projector</source>
        <translation>La página anterior de la revelación en el proyector</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>The next page of the reveal on the projector: each night and day</source>
        <translation>La página siguiente de la revelación en el proyector: cada noche y cada día</translation>
    </message>
    <message>
        <source>Every vote of the game</source>
        <translation>Todos los votos de la partida</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Voter</source>
        <translation>Votante</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Elección</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Who was who</source>
        <translation>Quién era quién</translation>
    </message>
    <message>
        <source>Projector: %s</source>
        <translation>Proyector: %s</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>draws</source>
        <translation>empates</translation>
    </message>
    <message>
        <source>Balance: bot games of this table</source>
        <translation>Equilibrio: partidas de bots en esta mesa</translation>
    </message>
    <message>
        <source>Balance: bot games of this deck</source>
        <translation>Equilibrio: partidas de bots con este mazo</translation>
    </message>
    <message>
        <source>Balance estimate</source>
        <translation>Estimación del equilibrio</translation>
    </message>
    <message>
        <source>Estimate as games are played</source>
        <translation>La estimación a medida que se juegan partidas</translation>
    </message>
    <message>
        <source>Complete the deck to see who it favours.</source>
        <translation>Completa el mazo para ver a quién favorece.</translation>
    </message>
    <message>
        <source>The bots could not play this deck to the end.</source>
        <translation>Los bots no pudieron jugar este mazo hasta el final.</translation>
    </message>
    <message>
        <source>Estimating…</source>
        <translation>Estimando…</translation>
    </message>
    <message>
        <source>Favoured: {side}, {rate}% ± {margin}</source>
        <translation>Favorecido: {side}, {rate} % ± {margin}</translation>
    </message>
    <message>
        <source>Too close to call: {side} {rate}% ± {margin}</source>
        <translation>Demasiado igualado para decidir: {side} {rate} % ± {margin}</translation>
    </message>
    <message>
        <source>{side}: {rate}% (95%: {low}–{high}%)</source>
        <translation>{side}: {rate} % (95 %: {low}–{high} %)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln bot game(s)</source>
        <translation>
            <numerusform>%Ln partida de bots</numerusform>
            <numerusform>%Ln partidas de bots</numerusform>
        </translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>siguen jugando</translation>
    </message>
    <message>
        <source>{games}, {state}. Bots: {policy}.</source>
        <translation>{games}, {state}. Bots: {policy}.</translation>
    </message>
    <message>
        <source>each plays its role and votes on what it knows</source>
        <translation>cada uno juega su papel y vota según lo que sabe</translation>
    </message>
    <message>
        <source>the rulebook's bots</source>
        <translation>los bots del reglamento</translation>
    </message>
    <message>
        <source>random choices</source>
        <translation>elecciones al azar</translation>
    </message>
</context>
<context>
    <name>BalanceWindow</name>
    <message>
        <source>Balance</source>
        <translation>Equilibrio</translation>
    </message>
    <message>
        <source>Bots play this table many times; the numbers follow your changes.</source>
        <translation>Los bots juegan esta mesa muchas veces; las cifras siguen tus cambios.</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>Moonveil roles</source>
        <translation>Roles de Moonveil</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Buscar:</translation>
    </message>
    <message>
        <source>Name, ability or family</source>
        <translation>Nombre, habilidad o familia</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>All 250 roles</source>
        <translation>Los 250 roles</translation>
    </message>
    <message>
        <source>%1 (%2–%3 players)</source>
        <translation>%1 (%2–%3 jugadores)</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>ataque</translation>
    </message>
    <message>
        <source>no ability</source>
        <translation>sin habilidad</translation>
    </message>
    <message>
        <source>block</source>
        <translation>bloqueo</translation>
    </message>
    <message>
        <source>disguise</source>
        <translation>disfraz</translation>
    </message>
    <message>
        <source>inspection</source>
        <translation>inspección</translation>
    </message>
    <message>
        <source>visit information</source>
        <translation>información de visitas</translation>
    </message>
    <message>
        <source>activity</source>
        <translation>actividad</translation>
    </message>
    <message>
        <source>inspection and visits</source>
        <translation>inspección y visitas</translation>
    </message>
    <message>
        <source>protection</source>
        <translation>protección</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>voto</translation>
    </message>
    <message>
        <source>public</source>
        <translation>público</translation>
    </message>
    <message>
        <source>delayed block</source>
        <translation>bloqueo diferido</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Lobos</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Pueblo</translation>
    </message>
    <message numerus="yes">
        <source>%n role(s)</source>
        <translation>
            <numerusform>%n rol</numerusform>
            <numerusform>%n roles</numerusform>
        </translation>
    </message>
    <message>
        <source>Every role of the catalog: 4 classic and 246 advanced.</source>
        <translation>Todos los roles del catálogo: 4 clásicos y 246 avanzados.</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Classic: %1</source>
        <translation>Clásico: %1</translation>
    </message>
    <message>
        <source>No role matches.</source>
        <translation>Ningún rol coincide.</translation>
    </message>
    <message>
        <source>Advanced role #%1</source>
        <translation>Rol avanzado n.º %1</translation>
    </message>
    <message>
        <source>Classic role</source>
        <translation>Rol clásico</translation>
    </message>
    <message>
        <source>%1 · team: %2 · families: %3</source>
        <translation>%1 · equipo: %2 · familias: %3</translation>
    </message>
</context>
<context>
    <name>ContinueGameDialog</name>
    <message>
        <source>Continue a game in progress</source>
        <translation>Continuar una partida en curso</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>The options the table played with (the book's defaults unless changed)</source>
        <translation>Las opciones con las que jugó la mesa (las del reglamento si no se cambian)</translation>
    </message>
    <message>
        <source>Continue at the start of night</source>
        <translation>Continuar al comienzo de la noche</translation>
    </message>
    <message>
        <source>The night the table is about to play; finish the day on paper first</source>
        <translation>La noche que la mesa va a jugar; termina antes el día en papel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Alive</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>The players in seat order, with their roles and who is still alive</source>
        <translation>Los jugadores en orden de asiento, con sus roles y quién sigue en juego</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continuar la partida</translation>
    </message>
    <message>
        <source>Add the players who sat at the table, in seat order.</source>
        <translation>Añade los jugadores que estaban en la mesa, en orden de asiento.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
</context>
<context>
    <name>DeckEditor</name>
    <message>
        <source>Cards: %s</source>
        <extracomment>the composition check: the deck → the refusal in plain words (with the rule id), or None the bot games that estimate a legal deck's balance (None: none for this deck)</extracomment>
        <translation>Cartas: %s</translation>
    </message>
    <message>
        <source>&amp;Roles</source>
        <translation>&amp;Roles</translation>
    </message>
    <message>
        <source>&amp;In the deck</source>
        <translation>&amp;En el mazo</translation>
    </message>
    <message>
        <source>Search roles</source>
        <translation>Buscar roles</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roles</translation>
    </message>
    <message>
        <source>Double-click a role or press Enter to add a card</source>
        <translation>Doble clic en un rol o pulsa Intro para añadir una carta</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>En el mazo</translation>
    </message>
    <message>
        <source>Double-click a card to remove one</source>
        <translation>Doble clic en una carta para quitar una</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>Añadir →</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>Añadir una carta</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← Quitar</translation>
    </message>
    <message>
        <source>Remove a card</source>
        <translation>Quitar una carta</translation>
    </message>
    <message>
        <source>Empty the deck</source>
        <translation>Vaciar el mazo</translation>
    </message>
    <message>
        <source>Start from the book's cards</source>
        <translation>Empezar con las cartas del reglamento</translation>
    </message>
    <message>
        <source>Browse the catalog…</source>
        <translation>Explorar el catálogo…</translation>
    </message>
    <message>
        <source>Cards and seats</source>
        <translation>Cartas y asientos</translation>
    </message>
    <message>
        <source>Composition check</source>
        <translation>Comprobación de la composición</translation>
    </message>
    <message>
        <source>%d × %s</source>
        <translation>%d × %s</translation>
    </message>
    <message>
        <source>%d cards for %d seats</source>
        <translation>%d cartas para %d asientos</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>Add to the deck</source>
        <translation>Añadir al mazo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Type part of a name: Enter adds the highlighted role, Down goes to the list</source>
        <translation>Escribe parte de un nombre: Intro añade el rol resaltado, Abajo pasa a la lista</translation>
    </message>
    <message>
        <source>No role matches “%s”.</source>
        <translation>Ningún rol coincide con «%s».</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo ha fallado</translation>
    </message>
    <message>
        <source>An unexpected error happened</source>
        <translation>Ha ocurrido un error inesperado</translation>
    </message>
    <message>
        <source>The game is intact: every acknowledged action is saved in the journal. You can keep playing, or restart and resume.</source>
        <translation>La partida está a salvo: cada acción confirmada está guardada en el diario. Puedes seguir jugando, o reiniciar y reanudarla.</translation>
    </message>
</context>
<context>
    <name>Grimoire</name>
    <message>
        <source>protected</source>
        <translation>protección</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>ataque</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>veneno</translation>
    </message>
    <message>
        <source>silenced</source>
        <translation>silencio</translation>
    </message>
    <message>
        <source>linked</source>
        <translation>enlace</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqueo</translation>
    </message>
    <message>
        <source>veiled</source>
        <translation>velo</translation>
    </message>
    <message>
        <source>inspected</source>
        <translation>investigación</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>sheriff</translation>
    </message>
    <message>
        <source>insanity</source>
        <translation>locura</translation>
    </message>
    <message>
        <source>piped</source>
        <translation>encantamiento</translation>
    </message>
    <message>
        <source>respected</source>
        <translation>respeto</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>no vote today</source>
        <translation>sin voto hoy</translation>
    </message>
    <message>
        <source>double vote today</source>
        <translation>voto doble hoy</translation>
    </message>
    <message>
        <source>pardoned today</source>
        <translation>perdón hoy</translation>
    </message>
    <message>
        <source>curfew tonight</source>
        <translation>toque de queda esta noche</translation>
    </message>
    <message>
        <source>hexed tonight</source>
        <translation>hechizo esta noche</translation>
    </message>
    <message>
        <source>shielded today</source>
        <translation>escudo hoy</translation>
    </message>
    <message>
        <source>one more vote today</source>
        <translation>un voto más hoy</translation>
    </message>
    <message>
        <source>one vote less today</source>
        <translation>un voto menos hoy</translation>
    </message>
    <message>
        <source>chosen by {name}</source>
        <translation>elección de {name}</translation>
    </message>
    <message>
        <source>{ability}: {count} left</source>
        <translation>{ability}: quedan {count}</translation>
    </message>
    <message>
        <source>uses left: {count}</source>
        <translation>usos restantes: {count}</translation>
    </message>
    <message>
        <source>kill points {value}</source>
        <translation>puntos de muerte {value}</translation>
    </message>
    <message>
        <source>needles {value}</source>
        <translation>agujas {value}</translation>
    </message>
    <message>
        <source>fox chances {value}</source>
        <translation>oportunidades del zorro {value}</translation>
    </message>
    <message>
        <source>group {value}</source>
        <translation>grupo {value}</translation>
    </message>
    <message>
        <source>seen as {value}</source>
        <translation>se ve como {value}</translation>
    </message>
    <message>
        <source>counts as {value}</source>
        <translation>cuenta como {value}</translation>
    </message>
    <message>
        <source>wins with {value}</source>
        <translation>gana con {value}</translation>
    </message>
    <message>
        <source>{token} (by {name})</source>
        <translation>{token} (por {name})</translation>
    </message>
    <message>
        <source>Antidote</source>
        <translation>Antídoto</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Veneno</translation>
    </message>
    <message>
        <source>Revive</source>
        <translation>Revivir</translation>
    </message>
    <message>
        <source>Lure</source>
        <translation>Atraer</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Show the seats as a list instead of around the table</source>
        <translation>Mostrar los asientos en una lista en lugar de alrededor de la mesa</translation>
    </message>
    <message>
        <source>Click a seat to pick it; double-click for a note</source>
        <translation>Haz clic en un asiento para elegirlo; doble clic para una nota</translation>
    </message>
    <message>
        <source>Night {number}: {tokens}</source>
        <translation>Noche {number}: {tokens}</translation>
    </message>
    <message>
        <source>Last night: {tokens}</source>
        <translation>Anoche: {tokens}</translation>
    </message>
    <message>
        <source>abducted</source>
        <translation>abducción</translation>
    </message>
</context>
<context>
    <name>GrimoireView</name>
    <message>
        <source>Grimoire</source>
        <translation>Grimorio</translation>
    </message>
    <message>
        <source>Every player's role, status and attributes, for your eyes only</source>
        <translation>El rol, el estado y los atributos de cada jugador, solo para tus ojos</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Seen as</source>
        <translation>Se ve como</translation>
    </message>
    <message>
        <source>Counts as</source>
        <translation>Cuenta como</translation>
    </message>
    <message>
        <source>Wins with</source>
        <translation>Gana con</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Usos</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>fuera de juego</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Game {game} of {date} was skipped: its journal cannot be read ({detail}).</source>
        <translation>Se omitió la partida {game} del {date}: su registro no se puede leer ({detail}).</translation>
    </message>
    <message>
        <source>Game {game} of {date} was skipped: its rule book ({detail}) is not known here.</source>
        <translation>Se omitió la partida {game} del {date}: su reglamento ({detail}) no se conoce aquí.</translation>
    </message>
    <message>
        <source>Game {game} of {date} was skipped: its journal cannot be replayed ({detail}).</source>
        <translation>Se omitió la partida {game} del {date}: su registro no se puede reproducir ({detail}).</translation>
    </message>
    <message>
        <source>Game {game} of {date} was skipped: its journal does not reach the end.</source>
        <translation>Se omitió la partida {game} del {date}: su registro no llega al final.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History of the group</source>
        <translation>Historial del grupo</translation>
    </message>
    <message>
        <source>R&amp;ule book</source>
        <translation>&amp;Reglamento</translation>
    </message>
    <message>
        <source>&amp;From / to</source>
        <translation>&amp;Desde / hasta</translation>
    </message>
    <message>
        <source>Pl&amp;ayer</source>
        <translation>&amp;Jugador</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roles</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Rule book</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Días</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Ganadores</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Split a player of this game…</source>
        <translation>&amp;Separar a un jugador de esta partida…</translation>
    </message>
    <message>
        <source>Two different people with the same name: this evening's one becomes someone of their own</source>
        <translation>Dos personas distintas con el mismo nombre: la de esta velada pasa a ser otra persona</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recargar</translation>
    </message>
    <message>
        <source>Every rule book</source>
        <translation>Todos los reglamentos</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Win rate per player</source>
        <translation>Victorias por jugador</translation>
    </message>
    <message>
        <source>Win rate per role</source>
        <translation>Victorias por rol</translation>
    </message>
    <message>
        <source>Win rate per team</source>
        <translation>Victorias por equipo</translation>
    </message>
    <message>
        <source>{won} of {played} won</source>
        <translation>{won} de {played} ganadas</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Exportar el historial</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Choose a game in the Games tab first.</source>
        <translation>Elige primero una partida en la pestaña Partidas.</translation>
    </message>
    <message>
        <source>Split a player</source>
        <translation>Separar a un jugador</translation>
    </message>
    <message>
        <source>Who in this game is someone else?</source>
        <translation>¿Quién de esta partida es otra persona?</translation>
    </message>
    <message>
        <source>No ended game matches these choices.</source>
        <translation>Ninguna partida terminada coincide con lo elegido.</translation>
    </message>
    <message>
        <source>No game has ended yet: each game is added here when it ends.</source>
        <translation>Todavía no ha terminado ninguna partida: cada partida se añade aquí al terminar.</translation>
    </message>
</context>
<context>
    <name>HostCard</name>
    <message>
        <source>Show my card</source>
        <translation>Ver mi carta</translation>
    </message>
    <message>
        <source>Your own card; hidden by default</source>
        <translation>Tu propia carta; oculta por defecto</translation>
    </message>
    <message>
        <source>Hide my card</source>
        <translation>Ocultar mi carta</translation>
    </message>
</context>
<context>
    <name>Integration</name>
    <message>
        <source>Projector &amp;screen</source>
        <translation>Pantalla del &amp;proyector</translation>
    </message>
    <message>
        <source>Browse roles…</source>
        <translation>Ver los roles…</translation>
    </message>
    <message>
        <source>Search the Moonveil catalog of roles and its themes</source>
        <translation>Buscar en el catálogo de roles de Moonveil y sus temas</translation>
    </message>
    <message>
        <source>Moonveil roles</source>
        <translation>Roles de Moonveil</translation>
    </message>
    <message>
        <source>Scan to join the table</source>
        <translation>Escanea para unirte a la mesa</translation>
    </message>
    <message>
        <source>On a TV: {address}</source>
        <translation>En un televisor: {address}</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>Next / previous control, top to bottom, left to right</source>
        <translation>Control siguiente / anterior, de arriba abajo y de izquierda a derecha</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+letra subrayada</translation>
    </message>
    <message>
        <source>The menu or button with that letter</source>
        <translation>El menú o botón con esa letra</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <source>Move between the grimoire's cells, a list's lines, a group's radio buttons</source>
        <translation>Moverse entre las celdas del grimorio, las líneas de una lista y las opciones de un grupo</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Press the focused button, tick the focused box</source>
        <translation>Pulsar el botón enfocado, marcar la casilla enfocada</translation>
    </message>
    <message>
        <source>Alt+Down</source>
        <translation>Alt+Abajo</translation>
    </message>
    <message>
        <source>Open the focused drop-down list</source>
        <translation>Abrir la lista desplegable enfocada</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a dialog without doing anything</source>
        <translation>Cerrar un diálogo sin hacer nada</translation>
    </message>
    <message>
        <source>{menu}: {action}</source>
        <translation>{menu}: {action}</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>Keyboard help</source>
        <translation>Ayuda de teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Qué hacen</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Atajos</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Deal the &amp;roles</source>
        <translation>&amp;Repartir los roles</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>The players in seat order</source>
        <translation>Los jugadores en orden de asiento</translation>
    </message>
    <message>
        <source>The engine deals with its seeded random generator (Ctrl+D)</source>
        <translation>El motor reparte con su generador aleatorio con semilla (Ctrl+D)</translation>
    </message>
    <message>
        <source>%s — seating</source>
        <translation>%s — asientos</translation>
    </message>
    <message>
        <source>narrator</source>
        <translation>narrador</translation>
    </message>
    <message>
        <source>playing host</source>
        <translation>anfitrión que juega</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>%s · mode: %s · seed %s</source>
        <translation>%s · modo: %s · semilla %s</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (bot)</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tú)</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>All</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>Public</source>
        <translation>Público</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privado</translation>
    </message>
    <message>
        <source>Moderator</source>
        <translation>Moderador</translation>
    </message>
    <message>
        <source>Show public, private (players and teams) or moderator lines</source>
        <translation>Muestra las líneas públicas, privadas (jugadores y equipos) o del moderador</translation>
    </message>
    <message>
        <source>Export text…</source>
        <translation>Exportar texto…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>The game as a timeline, the latest line last</source>
        <translation>La partida como una línea de tiempo, la última línea al final</translation>
    </message>
    <message>
        <source>public</source>
        <translation>público</translation>
    </message>
    <message>
        <source>to %s</source>
        <translation>a %s</translation>
    </message>
    <message>
        <source>team %s</source>
        <translation>equipo %s</translation>
    </message>
    <message>
        <source>moderator</source>
        <translation>moderador</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Moonveil Desktop</source>
        <translation>Moonveil Desktop</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Barra de menús</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Nueva mesa…</translation>
    </message>
    <message>
        <source>Seat a new table</source>
        <translation>Preparar una mesa nueva</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Abrir partida guardada…</translation>
    </message>
    <message>
        <source>Resume or review a saved game</source>
        <translation>Reanudar o repasar una partida guardada</translation>
    </message>
    <message>
        <source>Open saved-games &amp;file…</source>
        <translation>Abrir &amp;fichero de partidas…</translation>
    </message>
    <message>
        <source>Use another saved-games file</source>
        <translation>Usar otro fichero de partidas guardadas</translation>
    </message>
    <message>
        <source>&amp;Continue a game in progress…</source>
        <translation>&amp;Continuar una partida en curso…</translation>
    </message>
    <message>
        <source>A game begun on paper: enter the players, their roles, who is alive and the night</source>
        <translation>Una partida empezada en papel: introduce los jugadores, sus roles, quién sigue en juego y la noche</translation>
    </message>
    <message>
        <source>Saved &amp;games…</source>
        <translation>&amp;Partidas guardadas…</translation>
    </message>
    <message>
        <source>Every saved game, the files kept aside at start: restore, export</source>
        <translation>Todas las partidas guardadas y los archivos apartados al iniciar: restaurar, exportar</translation>
    </message>
    <message>
        <source>Export log as &amp;text…</source>
        <translation>Exportar registro como &amp;texto…</translation>
    </message>
    <message>
        <source>The log as plain text</source>
        <translation>El registro en texto plano</translation>
    </message>
    <message>
        <source>Export log as &amp;JSON…</source>
        <translation>Exportar registro como &amp;JSON…</translation>
    </message>
    <message>
        <source>The log as structured data</source>
        <translation>El registro como datos estructurados</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Language, rule set, timers, phone server</source>
        <translation>Idioma, reglamento, temporizadores, servidor de móviles</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>The game is saved; resume it next time</source>
        <translation>La partida queda guardada; reanúdala la próxima vez</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo the last action (Ctrl+Z)</source>
        <translation>Deshacer la última acción (Ctrl+Z)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Redo the undone action (Ctrl+Shift+Z)</source>
        <translation>Rehacer la acción deshecha (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Repartir</translation>
    </message>
    <message>
        <source>Deal the roles (Ctrl+D)</source>
        <translation>Repartir los roles (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Resolve…</source>
        <translation>Re&amp;solver…</translation>
    </message>
    <message>
        <source>Preview the resolution, then announce (Ctrl+Return)</source>
        <translation>Ver antes la resolución y después anunciarla (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Resolve with host &amp;override…</source>
        <translation>Resolver &amp;forzando como anfitrión…</translation>
    </message>
    <message>
        <source>Close the phase although players are missing (Ctrl+Shift+Return)</source>
        <translation>Cerrar la fase aunque falten jugadores (Ctrl+Mayús+Intro)</translation>
    </message>
    <message>
        <source>Let &amp;bots act</source>
        <translation>Que actúen los &amp;bots</translation>
    </message>
    <message>
        <source>Bots act now (Ctrl+B)</source>
        <translation>Los bots actúan ahora (Ctrl+B)</translation>
    </message>
    <message>
        <source>Start/pause &amp;timer</source>
        <translation>Iniciar/pausar &amp;temporizador</translation>
    </message>
    <message>
        <source>The countdown of this phase (Ctrl+T)</source>
        <translation>La cuenta atrás de esta fase (Ctrl+T)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <source>Every finished game: win rates per player, role and team (Ctrl+H)</source>
        <translation>Todas las partidas terminadas: victorias por jugador, rol y equipo (Ctrl+H)</translation>
    </message>
    <message>
        <source>&amp;Projector</source>
        <translation>&amp;Proyector</translation>
    </message>
    <message>
        <source>The public view for a second screen (F11)</source>
        <translation>La vista pública para una segunda pantalla (F11)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>About Moonveil Desktop</source>
        <translation>Acerca de Moonveil Desktop</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Paso &amp;siguiente</translation>
    </message>
    <message>
        <source>Tick the step you have read aloud and go to the next one</source>
        <translation>Marca el paso que has leído en voz alta y pasa al siguiente</translation>
    </message>
    <message>
        <source>Open &amp;voting</source>
        <translation>Abrir la &amp;votación</translation>
    </message>
    <message>
        <source>Close the day and open the vote (preview first)</source>
        <translation>Cierra el día y abre la votación (primero la vista previa)</translation>
    </message>
    <message>
        <source>&amp;Keyboard help</source>
        <translation>Ayuda de &amp;teclado</translation>
    </message>
    <message>
        <source>Every shortcut of the console</source>
        <translation>Todos los atajos de la consola</translation>
    </message>
    <message>
        <source>&amp;Grimoire</source>
        <translation>&amp;Grimorio</translation>
    </message>
    <message>
        <source>Show or hide every role (F9)</source>
        <translation>Mostrar u ocultar todos los roles (F9)</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Registro</translation>
    </message>
    <message>
        <source>Show or hide the log</source>
        <translation>Mostrar u ocultar el registro</translation>
    </message>
    <message>
        <source>&amp;Phones</source>
        <translation>&amp;Móviles</translation>
    </message>
    <message>
        <source>The vote opens at the end of a day.</source>
        <translation>La votación se abre al final de un día.</translation>
    </message>
    <message>
        <source>Grimoire</source>
        <translation>Grimorio</translation>
    </message>
    <message>
        <source>My card</source>
        <translation>Mi carta</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Móviles</translation>
    </message>
    <message>
        <source>Show or hide the phones panel</source>
        <translation>Mostrar u ocultar el panel de móviles</translation>
    </message>
    <message>
        <source>The phone server is not running.</source>
        <translation>El servidor de móviles no está en marcha.</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>¿Reanudar?</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game (%s, %n player(s), %s) was found. Resume it?</source>
        <translation>
            <numerusform>Se encontró una partida sin terminar (%s, %n jugador, %s). ¿Reanudarla?</numerusform>
            <numerusform>Se encontró una partida sin terminar (%s, %n jugadores, %s). ¿Reanudarla?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game (%s, %n player(s), day %d) was found. Resume it?</source>
        <translation>
            <numerusform>Hay una partida sin terminar (%s, %n jugador, día %d). ¿Reanudarla?</numerusform>
            <numerusform>Hay una partida sin terminar (%s, %n jugadores, día %d). ¿Reanudarla?</numerusform>
        </translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Sin mesa</translation>
    </message>
    <message>
        <source>saved (game %d)</source>
        <translation>guardada (partida %d)</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>sin guardar</translation>
    </message>
    <message>
        <source>narrator</source>
        <translation>narrador</translation>
    </message>
    <message>
        <source>playing host</source>
        <translation>anfitrión que juega</translation>
    </message>
    <message>
        <source>Resolve %s</source>
        <translation>Resolver %s</translation>
    </message>
    <message>
        <source>No empty target or ballot takes %s now.</source>
        <translation>Ningún objetivo ni voto vacío admite ahora a %s.</translation>
    </message>
    <message>
        <source>Time is up for this phase.</source>
        <translation>Se acabó el tiempo de esta fase.</translation>
    </message>
    <message>
        <source>Open a saved-games file</source>
        <translation>Abrir un fichero de partidas guardadas</translation>
    </message>
    <message>
        <source>Moonveil saved games (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Partidas de Moonveil (*.sqlite3 *.sqlite *.db);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>No se puede abrir este fichero</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>Exportar el registro</translation>
    </message>
    <message>
        <source>Log exported to %s</source>
        <translation>Registro exportado a %s</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Night falls. Everyone, close your eyes.</source>
        <extracomment>The narrator's own lines (the book's checklist holds only each step's wake-up words).</extracomment>
        <translation>Cae la noche. Todos, cerrad los ojos.</translation>
    </message>
    <message>
        <source>Close your eyes.</source>
        <translation>Cerrad los ojos.</translation>
    </message>
    <message>
        <source>The night is over. Host, open your eyes and close the night; everyone else, eyes closed.</source>
        <translation>La noche ha terminado. Anfitrión, abre los ojos y cierra la noche; los demás, con los ojos cerrados.</translation>
    </message>
    <message>
        <source>Everyone, open your eyes: dawn breaks.</source>
        <translation>Todos, abrid los ojos: amanece.</translation>
    </message>
    <message>
        <source>The day begins. Talk it over.</source>
        <translation>Empieza el día. Hablad.</translation>
    </message>
    <message>
        <source>Voting is open: vote on your phones.</source>
        <translation>La votación está abierta: votad en vuestros móviles.</translation>
    </message>
    <message>
        <source>Voting is closed.</source>
        <translation>La votación está cerrada.</translation>
    </message>
</context>
<context>
    <name>NarrationBox</name>
    <message>
        <source>This computer has no text to speech: the narrator shows its lines as text only.</source>
        <translation>Este ordenador no tiene síntesis de voz: el narrador muestra sus frases solo como texto.</translation>
    </message>
    <message>
        <source>No {language} voice on this computer: the lines are shown as text only.</source>
        <translation>No hay voz en {language} en este ordenador: las frases se muestran solo como texto.</translation>
    </message>
    <message>
        <source>No {language} voice on this computer: the chosen voice {voice} reads the lines.</source>
        <translation>No hay voz en {language} en este ordenador: lee las frases la voz elegida, {voice}.</translation>
    </message>
    <message>
        <source>{language}: {voice}</source>
        <translation>{language}: {voice}</translation>
    </message>
    <message>
        <source>Narrated night</source>
        <translation>Noche narrada</translation>
    </message>
    <message>
        <source>Language of the voice</source>
        <translation>Idioma de la voz</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Pause between steps</source>
        <translation>Pausa entre pasos</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sonidos</translation>
    </message>
    <message>
        <source>Shortest pause between steps, in seconds</source>
        <translation>Pausa más corta entre pasos, en segundos</translation>
    </message>
    <message>
        <source>Longest pause between steps, in seconds</source>
        <translation>Pausa más larga entre pasos, en segundos</translation>
    </message>
    <message>
        <source>The console's language</source>
        <translation>El idioma de la consola</translation>
    </message>
    <message>
        <source>Look for voices</source>
        <translation>Buscar voces</translation>
    </message>
    <message>
        <source>Ask the system which voices it has (this may take a moment)</source>
        <translation>Preguntar al sistema qué voces tiene (puede tardar un momento)</translation>
    </message>
    <message>
        <source>How fast the voice reads: Normal is the voice's own speed, up to 10 steps slower or faster</source>
        <translation>Velocidad de lectura de la voz: Normal es la velocidad propia de la voz; hasta 10 pasos más lenta o más rápida</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>from </source>
        <translation>de </translation>
    </message>
    <message>
        <source>to </source>
        <translation>a </translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>After a step, a random pause in this range before the next one</source>
        <translation>Tras un paso, una pausa al azar dentro de este intervalo antes del siguiente</translation>
    </message>
    <message>
        <source>Mute the night, dawn and countdown sounds</source>
        <translation>Silenciar los sonidos de noche, amanecer y cuenta atrás</translation>
    </message>
    <message>
        <source>Automatic: a voice of the table's language</source>
        <translation>Automática: una voz del idioma de la mesa</translation>
    </message>
    <message>
        <source>Press “Look for voices” to see which languages this computer can speak.</source>
        <translation>Pulsa «Buscar voces» para ver qué idiomas puede hablar este ordenador.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Faster +{steps}</source>
        <translation>Más rápido +{steps}</translation>
    </message>
    <message>
        <source>Slower −{steps}</source>
        <translation>Más lento −{steps}</translation>
    </message>
    <message>
        <source>Silent</source>
        <translation>Silencio</translation>
    </message>
</context>
<context>
    <name>NarratorBar</name>
    <message>
        <source>Narrator</source>
        <translation>Narrador</translation>
    </message>
    <message>
        <source>Pause narration</source>
        <translation>Pausar la narración</translation>
    </message>
    <message>
        <source>Start narration</source>
        <translation>Iniciar la narración</translation>
    </message>
    <message>
        <source>The laptop reads the night aloud (Space while this bar has focus)</source>
        <translation>El portátil lee la noche en voz alta (Espacio con esta barra activa)</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Repetir</translation>
    </message>
    <message>
        <source>Say the last line again (R)</source>
        <translation>Decir otra vez la última frase (R)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <source>Call the next step now (Right arrow)</source>
        <translation>Llamar ya al paso siguiente (flecha derecha)</translation>
    </message>
    <message>
        <source>&amp;Narrator</source>
        <translation>&amp;Narrador</translation>
    </message>
    <message>
        <source>Show the narrator bar and give it the keyboard (F7)</source>
        <translation>Mostrar la barra del narrador y darle el teclado (F7)</translation>
    </message>
    <message>
        <source>Mute sounds</source>
        <translation>Silenciar sonidos</translation>
    </message>
    <message>
        <source>No night, dawn or countdown sounds; the voice still speaks</source>
        <translation>Sin sonidos de noche, amanecer ni cuenta atrás; la voz sigue hablando</translation>
    </message>
    <message>
        <source>The narrator is silent. Start narration to read the night aloud.</source>
        <translation>El narrador está en silencio. Inicia la narración para leer la noche en voz alta.</translation>
    </message>
</context>
<context>
    <name>NetworkHint</name>
    <message>
        <source>This laptop is not on any network, so phones cannot reach it. Join the Wi-Fi that the players' phones use (or turn on a phone's hotspot and join that), then restart Moonveil Desktop.</source>
        <translation>Este portátil no está en ninguna red, así que los móviles no pueden llegar a él. Conéctalo a la wifi que usan los móviles de los jugadores (o activa el punto de acceso de un móvil y conéctate a él) y vuelve a abrir Moonveil Desktop.</translation>
    </message>
    <message>
        <source>Phones cannot connect: the phone server listens on this laptop only (%s). In Settings, choose this laptop's network address as the phone server interface, then restart Moonveil Desktop.</source>
        <translation>Los móviles no pueden conectarse: el servidor de móviles solo escucha en este portátil (%s). En Ajustes, elige la dirección de red de este portátil como interfaz del servidor de móviles y reinicia Moonveil Desktop.</translation>
    </message>
    <message>
        <source>Phones must be on the same Wi-Fi as this laptop.</source>
        <translation>Los móviles deben estar en la misma wifi que este portátil.</translation>
    </message>
    <message>
        <source>If Windows asks whether to allow Moonveil Desktop on networks, tick Private networks and choose Allow.</source>
        <translation>Si Windows pregunta si permitir Moonveil Desktop en las redes, marca Redes privadas y elige Permitir.</translation>
    </message>
    <message>
        <source>If macOS asks whether Moonveil Desktop may "accept incoming network connections", choose Allow.</source>
        <translation>Si macOS pregunta si Moonveil Desktop puede «aceptar conexiones de red entrantes», elige Permitir.</translation>
    </message>
    <message>
        <source>If this laptop runs a firewall, let it accept connections on port %d.</source>
        <translation>Si este portátil tiene un cortafuegos, deja que acepte conexiones en el puerto %d.</translation>
    </message>
    <message>
        <source>If phones still cannot open the page, the Wi-Fi may keep devices apart (guest networks often do): turn on a phone's hotspot and join it with the laptop and the other phones.</source>
        <translation>Si los móviles siguen sin abrir la página, puede que la wifi aísle los dispositivos (las redes de invitados suelen hacerlo): activa el punto de acceso de un móvil y conecta a él el portátil y los demás móviles.</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <source>New table</source>
        <translation>Nueva mesa</translation>
    </message>
    <message>
        <source>The rules this table plays by</source>
        <translation>Las reglas con las que juega esta mesa</translation>
    </message>
    <message>
        <source>The same seed and the same actions always give the same game</source>
        <translation>La misma semilla y las mismas acciones dan siempre la misma partida</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>Añadir bot</translation>
    </message>
    <message>
        <source>A bot plays an empty seat using only what its own card shows</source>
        <translation>Un bot ocupa un asiento vacío y solo usa lo que muestra su propia carta</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the selected seat</source>
        <translation>Quitar el asiento seleccionado</translation>
    </message>
    <message>
        <source>Seat order: drag a name to move it</source>
        <translation>Orden de los asientos: arrastra un nombre para moverlo</translation>
    </message>
    <message>
        <source>Narrator: I know everything and enter the actions</source>
        <translation>Narrador: lo sé todo e introduzco las acciones</translation>
    </message>
    <message>
        <source>Playing host: I hold a card too; actions come from phones</source>
        <translation>Anfitrión que juega: también tengo carta; las acciones llegan desde los móviles</translation>
    </message>
    <message>
        <source>Which seat is yours</source>
        <translation>Cuál es tu asiento</translation>
    </message>
    <message>
        <source>Why the table cannot be seated</source>
        <translation>Por qué no se puede preparar la mesa</translation>
    </message>
    <message>
        <source>Seat the table</source>
        <translation>Preparar la mesa</translation>
    </message>
    <message>
        <source>&amp;Balance…</source>
        <translation>&amp;Equilibrio…</translation>
    </message>
    <message>
        <source>Who wins this table when bots play it many times</source>
        <translation>Quién gana en esta mesa cuando los bots la juegan muchas veces</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Mesas guardadas</translation>
    </message>
    <message>
        <source>Saved tables: rule set, options and seats</source>
        <translation>Mesas guardadas: reglamento, opciones y asientos</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <source>Load the preset</source>
        <translation>Cargar la mesa guardada</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Save this table as a preset</source>
        <translation>Guardar esta mesa para otra vez</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Rename the preset</source>
        <translation>Renombrar la mesa guardada</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Delete the preset</source>
        <translation>Eliminar la mesa guardada</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>%d seats (this rule set plays with %d to %d)</source>
        <translation>%d asientos (este reglamento se juega con %d a %d)</translation>
    </message>
    <message>
        <source>Advanced options are not valid JSON: %s</source>
        <translation>Las opciones avanzadas no son JSON válido: %s</translation>
    </message>
    <message>
        <source>Type a name for the preset</source>
        <translation>Escribe un nombre para la mesa guardada</translation>
    </message>
    <message>
        <source>A preset called %s already exists</source>
        <translation>Ya existe una mesa guardada llamada %s</translation>
    </message>
    <message>
        <source>There is no preset called %s</source>
        <translation>No hay ninguna mesa guardada llamada %s</translation>
    </message>
    <message>
        <source>Save as a preset</source>
        <translation>Guardar como mesa</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Nombre de la mesa guardada:</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nuevo nombre:</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Advanced: edit as JSON</source>
        <translation>Avanzado: editar como JSON</translation>
    </message>
    <message>
        <source>The options as JSON</source>
        <translation>Las opciones en JSON</translation>
    </message>
    <message>
        <source>The same options as the form above; edits here change the form</source>
        <translation>Las mismas opciones que el formulario de arriba; lo que cambies aquí cambia el formulario</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Tu asiento</translation>
    </message>
    <message>
        <source>&amp;Rule set</source>
        <translation>&amp;Reglamento</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;emilla</translation>
    </message>
    <message>
        <source>%s (bot)</source>
        <translation>%s (bot)</translation>
    </message>
    <message>
        <source>the options are one JSON object: {...}</source>
        <translation>las opciones son un objeto JSON: {...}</translation>
    </message>
    <message>
        <source>Type a name first</source>
        <translation>Escribe primero un nombre</translation>
    </message>
    <message>
        <source>The name %s is already taken</source>
        <translation>El nombre %s ya está en uso</translation>
    </message>
    <message>
        <source>Bot %d</source>
        <translation>Bot %d</translation>
    </message>
    <message>
        <source>Playing host: choose your seat (a person, not a bot)</source>
        <translation>Anfitrión que juega: elige tu asiento (una persona, no un bot)</translation>
    </message>
    <message>
        <source>Discard this table? The seats and options you entered will be lost.</source>
        <translation>¿Descartar esta mesa? Se perderán los asientos y las opciones que has introducido.</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Seguir editando</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
</context>
<context>
    <name>NoteDialog</name>
    <message>
        <source>Note on %s</source>
        <translation>Nota sobre %s</translation>
    </message>
    <message>
        <source>Only you see this note, in the grimoire; it is saved with the game (at most %d characters).</source>
        <translation>Solo tú ves esta nota, en el grimorio; se guarda con la partida (como máximo %d caracteres).</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última vez</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>dañada</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>No saved game yet.</source>
        <translation>Todavía no hay partidas guardadas.</translation>
    </message>
</context>
<context>
    <name>OptionForm</name>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Minutes and seconds; 00:00: no limit</source>
        <translation>Minutos y segundos; 00:00: sin límite</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>The book's cards for this table</source>
        <translation>Las cartas del reglamento para esta mesa</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>Todavía no hay cartas</translation>
    </message>
    <message>
        <source>Choose my own cards</source>
        <translation>Elegir mis propias cartas</translation>
    </message>
    <message>
        <source>Choose cards…</source>
        <translation>Elegir cartas…</translation>
    </message>
</context>
<context>
    <name>PhasePage</name>
    <message>
        <source>See what will happen, then announce it (Ctrl+Return)</source>
        <translation>Mira lo que va a pasar y después anúncialo (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>%s — %s</source>
        <translation>%s — %s</translation>
    </message>
    <message>
        <source>&amp;Resolve %s…</source>
        <translation>&amp;Resolver %s…</translation>
    </message>
    <message>
        <source>Everyone has acted: you may resolve.</source>
        <translation>Todos han actuado: puedes resolver.</translation>
    </message>
    <message>
        <source>Waiting for: %s</source>
        <translation>Esperando a: %s</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)</source>
        <translation>
            <numerusform>Esperando a %n jugador</numerusform>
            <numerusform>Esperando a %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Your actions are hidden with your card: press “Show my card” when nobody else can see.</source>
        <translation>Tus acciones están ocultas con tu carta: pulsa «Ver mi carta» cuando nadie más pueda ver.</translation>
    </message>
    <message>
        <source>Your actions</source>
        <translation>Tus acciones</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Nothing to enter in this phase: resolve it when ready.</source>
        <translation>No hay nada que introducir en esta fase: resuélvela cuando todo esté listo.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source> (eliminated)</source>
        <translation> (fuera de juego)</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— elegir —</translation>
    </message>
    <message>
        <source>Nobody has to act in this phase: close it when the village is ready.</source>
        <translation>Nadie tiene que actuar en esta fase: ciérrala cuando el pueblo esté listo.</translation>
    </message>
    <message>
        <source>— role —</source>
        <translation>— rol —</translation>
    </message>
    <message>
        <source> (sheriff)</source>
        <translation> (sheriff)</translation>
    </message>
</context>
<context>
    <name>PhaseTimer</name>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Start or pause the countdown (Ctrl+T)</source>
        <translation>Iniciar o pausar la cuenta atrás (Ctrl+T)</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Back to the full time of this phase</source>
        <translation>Volver al tiempo completo de esta fase</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Temporizador</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>PhaseTitle</name>
    <message>
        <source>Night %s</source>
        <translation>Noche %s</translation>
    </message>
    <message>
        <source>Day %s</source>
        <translation>Día %s</translation>
    </message>
    <message>
        <source>Vote of day %s</source>
        <translation>Votación del día %s</translation>
    </message>
    <message>
        <source>Before the game</source>
        <translation>Antes de la partida</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
</context>
<context>
    <name>PhoneLink</name>
    <message>
        <source>A computer player cannot be the host.</source>
        <translation>Un bot no puede ser el anfitrión.</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>No hay ninguna mesa abierta.</translation>
    </message>
    <message>
        <source>Playing host: choose your seat first.</source>
        <translation>Anfitrión que juega: elige primero tu asiento.</translation>
    </message>
    <message>
        <source>The roles could not be dealt.</source>
        <translation>No se pudieron repartir los roles.</translation>
    </message>
</context>
<context>
    <name>PhoneErrors</name>
    <message>
        <source>The body is not UTF-8 text (byte {position} is not).</source>
        <translation>El cuerpo de la petición no es texto UTF-8 (el byte {position} no lo es).</translation>
    </message>
    <message>
        <source>The body is not valid JSON (line {line}, column {column}).</source>
        <translation>El cuerpo de la petición no es JSON válido (línea {line}, columna {column}).</translation>
    </message>
    <message>
        <source>The body is nested too deeply.</source>
        <translation>El cuerpo de la petición tiene demasiados niveles de anidamiento.</translation>
    </message>
    <message>
        <source>The body must be a JSON object.</source>
        <translation>El cuerpo de la petición debe ser un objeto JSON.</translation>
    </message>
    <message>
        <source>The body could not be read: it was cut short or its Content-Encoding is broken.</source>
        <translation>No se pudo leer el cuerpo de la petición: llegó cortado o su Content-Encoding está dañado.</translation>
    </message>
    <message>
        <source>'{field}' must name an ability: a non-empty string.</source>
        <translation>«{field}» debe nombrar una habilidad: un texto no vacío.</translation>
    </message>
    <message>
        <source>'{field}' must be a list of seat numbers.</source>
        <translation>«{field}» debe ser una lista de números de asiento.</translation>
    </message>
    <message>
        <source>Each item of '{field}' must be a seat number (a whole number).</source>
        <translation>Cada elemento de «{field}» debe ser un número de asiento (un número entero).</translation>
    </message>
    <message>
        <source>'{field}' must be the name of an option (a string) or null.</source>
        <translation>«{field}» debe ser el nombre de una opción (un texto) o null.</translation>
    </message>
    <message>
        <source>'{field}' is missing: send a seat number, the name of an option, or null to abstain.</source>
        <translation>Falta «{field}»: envía un número de asiento, el nombre de una opción o null para abstenerte.</translation>
    </message>
    <message>
        <source>'{field}' must be a seat number, the name of an option, or null to abstain.</source>
        <translation>«{field}» debe ser un número de asiento, el nombre de una opción o null para abstenerte.</translation>
    </message>
    <message>
        <source>The body is too large: at most {limit} bytes.</source>
        <translation>El cuerpo de la petición es demasiado grande: como máximo {limit} bytes.</translation>
    </message>
    <message>
        <source>The request is too large.</source>
        <translation>La petición es demasiado grande.</translation>
    </message>
    <message>
        <source>The body must be sent as application/json.</source>
        <translation>El cuerpo de la petición debe enviarse como application/json.</translation>
    </message>
    <message>
        <source>The body arrived too slowly. Try again.</source>
        <translation>El cuerpo de la petición llegó demasiado despacio. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The request could not be read.</source>
        <translation>No se pudo leer la petición.</translation>
    </message>
    <message>
        <source>This address does not take this kind of request.</source>
        <translation>Esta dirección no admite este tipo de petición.</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
    <message>
        <source>This server does not answer to that name.</source>
        <translation>Este servidor no responde a ese nombre.</translation>
    </message>
    <message>
        <source>Requests from other sites are refused.</source>
        <translation>Se rechazan las peticiones de otros sitios.</translation>
    </message>
    <message>
        <source>At this table the narrator enters every action: your phone only shows your card.</source>
        <translation>En esta mesa el narrador introduce todas las acciones: tu móvil solo muestra tu carta.</translation>
    </message>
    <message>
        <source>The moderator's laptop could not save this, so it did not happen. Try again in a moment.</source>
        <translation>El portátil del moderador no pudo guardar esto, así que no ha ocurrido. Inténtalo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>The moderator's laptop is not answering, so nothing was done. Try again in a moment.</source>
        <translation>El portátil del moderador no responde, así que no se ha hecho nada. Inténtalo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>The phone server could not answer this request. Try again in a moment.</source>
        <translation>El servidor de móviles no pudo responder a esta petición. Inténtalo de nuevo en un momento.</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <source>Your card</source>
        <translation>Tu carta</translation>
    </message>
    <message>
        <source>Hold to reveal</source>
        <translation>Mantén pulsado para ver</translation>
    </message>
    <message>
        <source>Your card stays hidden while you do not hold the button.</source>
        <translation>Tu carta queda oculta mientras no mantengas pulsado el botón.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>What you do</source>
        <translation>Qué haces</translation>
    </message>
    <message>
        <source>Teammates</source>
        <translation>Compañeros</translation>
    </message>
    <message>
        <source>Uses left</source>
        <translation>Usos restantes</translation>
    </message>
    <message>
        <source>Your groups</source>
        <translation>Tus grupos</translation>
    </message>
    <message>
        <source>What only you know</source>
        <translation>Lo que solo tú sabes</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Waiting for the deal…</source>
        <translation>Esperando el reparto…</translation>
    </message>
    <message>
        <source>You have been eliminated.</source>
        <translation>Te han eliminado.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>The village</source>
        <translation>El pueblo</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuera de juego</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Anuncios</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu jugada</translation>
    </message>
    <message>
        <source>Open my actions</source>
        <translation>Abrir mis acciones</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>Nothing to do right now.</source>
        <translation>Nada que hacer por ahora.</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Elegir</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Send this?</source>
        <translation>¿Enviar esto?</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Enviado</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Tu elección</translation>
    </message>
    <message>
        <source>You may change it until the phase closes.</source>
        <translation>Puedes cambiarlo hasta que se cierre la fase.</translation>
    </message>
    <message>
        <source>Your vote</source>
        <translation>Tu voto</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Abstenerse</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rechazado</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n player(s).</source>
        <translation>
            <numerusform>Elige %n jugador.</numerusform>
            <numerusform>Elige %n jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick one.</source>
        <translation>Elige una opción.</translation>
    </message>
    <message>
        <source>Name one pair or more. A player may be in one pair only.</source>
        <translation>Nombra una pareja o más. Un jugador solo puede estar en una pareja.</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Pareja {number}</translation>
    </message>
    <message>
        <source>Pair {number}, player {position}</source>
        <translation>Pareja {number}, jugador {position}</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— elegir —</translation>
    </message>
    <message>
        <source>Add a pair</source>
        <translation>Añadir una pareja</translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation>Quitar esta pareja</translation>
    </message>
    <message>
        <source>Named on earlier nights, never again:</source>
        <translation>Nombradas en noches anteriores, nunca más:</translation>
    </message>
    <message numerus="yes">
        <source>Your message (up to %n character(s)):</source>
        <translation>
            <numerusform>Tu mensaje (hasta %n carácter):</numerusform>
            <numerusform>Tu mensaje (hasta %n caracteres):</numerusform>
        </translation>
    </message>
    <message>
        <source>Connection lost — retrying…</source>
        <translation>Conexión perdida — reintentando…</translation>
    </message>
    <message>
        <source>This link no longer works. Ask the host for a new code.</source>
        <translation>Este enlace ya no funciona. Pide un código nuevo al anfitrión.</translation>
    </message>
    <message>
        <source>Open my card again</source>
        <translation>Abrir mi carta otra vez</translation>
    </message>
    <message>
        <source>Sent ✓ — hold the button to see what</source>
        <translation>Enviado ✓ — mantén pulsado el botón para ver qué</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Before the game</source>
        <translation>Antes de la partida</translation>
    </message>
    <message>
        <source>Night {number}</source>
        <translation>Noche {number}</translation>
    </message>
    <message>
        <source>Day {number}</source>
        <translation>Día {number}</translation>
    </message>
    <message>
        <source>Vote, day {number}</source>
        <translation>Votación, día {number}</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>Únete a la mesa</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Take a seat</source>
        <translation>Sentarme</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Código de la mesa</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Ir</translation>
    </message>
    <message>
        <source>This code does not open a table. Check it on the big screen.</source>
        <translation>Este código no abre ninguna mesa. Compruébalo en la pantalla grande.</translation>
    </message>
    <message>
        <source>Waiting for the game</source>
        <translation>Esperando la partida</translation>
    </message>
    <message>
        <source>You are seated as</source>
        <translation>Estás en la mesa como</translation>
    </message>
    <message>
        <source>I'm ready</source>
        <translation>Todo listo</translation>
    </message>
    <message>
        <source>Not ready yet</source>
        <translation>Aún no está todo listo</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>todo listo</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>todavía no</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>The game starts when everyone is ready. Keep this page open: it turns into your card.</source>
        <translation>La partida empieza cuando todos estén listos. Deja esta página abierta: se convertirá en tu carta.</translation>
    </message>
    <message>
        <source>Please enter a name.</source>
        <translation>Escribe un nombre.</translation>
    </message>
    <message>
        <source>This name is too long.</source>
        <translation>Este nombre es demasiado largo.</translation>
    </message>
    <message>
        <source>This name contains characters that cannot be shown.</source>
        <translation>Este nombre tiene caracteres que no se pueden mostrar.</translation>
    </message>
    <message>
        <source>Someone at this table already has this name.</source>
        <translation>Alguien en esta mesa ya tiene este nombre.</translation>
    </message>
    <message>
        <source>This name looks too much like someone else's at this table.</source>
        <translation>Este nombre se parece demasiado al de otra persona de esta mesa.</translation>
    </message>
    <message>
        <source>Names like this are kept for computer players.</source>
        <translation>Los nombres así están reservados a los bots.</translation>
    </message>
    <message>
        <source>Too many accents on one letter.</source>
        <translation>Demasiados acentos sobre una letra.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>La mesa está llena.</translation>
    </message>
    <message>
        <source>This table is not taking new players.</source>
        <translation>Esta mesa no admite más jugadores.</translation>
    </message>
    <message>
        <source>Computer players can only be added before the start.</source>
        <translation>Los bots solo pueden añadirse antes de empezar.</translation>
    </message>
    <message>
        <source>This phone is not seated at the table.</source>
        <translation>Este móvil no tiene asiento en la mesa.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Ese asiento no existe.</translation>
    </message>
    <message>
        <source>A game needs {least} to {most} players.</source>
        <translation>Una partida necesita de {least} a {most} jugadores.</translation>
    </message>
    <message>
        <source>Waiting for: {names}</source>
        <translation>Esperando a: {names}</translation>
    </message>
    <message>
        <source>You are not in this game.</source>
        <translation>No estás en esta partida.</translation>
    </message>
    <message>
        <source>The host started a new game without your seat.</source>
        <translation>El anfitrión empezó una partida nueva sin tu asiento.</translation>
    </message>
    <message>
        <source>Who was who</source>
        <translation>Quién era quién</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Ganadores</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>sheriff</translation>
    </message>
    <message>
        <source>{label}: {choice}</source>
        <translation>{label}: {choice}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>TV</source>
        <translation>TV</translation>
    </message>
    <message>
        <source>Scan to join this table, or open the address and type the code:</source>
        <translation>Escanea para unirte a esta mesa, o abre la dirección y escribe el código:</translation>
    </message>
    <message>
        <source>Name of a player without a phone</source>
        <translation>Nombre de un jugador sin móvil</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>The players who joined, in seat order</source>
        <translation>Los jugadores que se unieron, en orden de asiento</translation>
    </message>
    <message>
        <source>Connected phones</source>
        <translation>Móviles conectados</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Move the seat up</source>
        <translation>Subir el asiento</translation>
    </message>
    <message>
        <source>Move the seat down</source>
        <translation>Bajar el asiento</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>Añadir bot</translation>
    </message>
    <message>
        <source>This is me</source>
        <translation>Soy yo</translation>
    </message>
    <message>
        <source>Playing host: the selected seat is yours (the laptop or your phone)</source>
        <translation>Anfitrión que juega: el asiento seleccionado es el tuyo (el portátil o tu móvil)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Close the join and deal the roles</source>
        <translation>Cerrar la entrada y repartir los roles</translation>
    </message>
    <message>
        <source>Start anyway</source>
        <translation>Empezar de todos modos</translation>
    </message>
    <message>
        <source>Start although some phones are not ready</source>
        <translation>Empezar aunque algunos móviles no estén listos</translation>
    </message>
    <message>
        <source>Revoke this phone</source>
        <translation>Revocar este móvil</translation>
    </message>
    <message>
        <source>A new code for the selected seat; the old page stops at once</source>
        <translation>Un código nuevo para el asiento seleccionado; la página antigua deja de funcionar al instante</translation>
    </message>
    <message>
        <source>Print sheet…</source>
        <translation>Imprimir hoja…</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>One code at a time on the whole screen, to pass the laptop around (Esc)</source>
        <translation>Un código cada vez a pantalla completa, para pasar el portátil (Esc)</translation>
    </message>
    <message>
        <source>Open this address on a TV's browser to show the public table:</source>
        <translation>Abre esta dirección en el navegador de un televisor para mostrar la mesa pública:</translation>
    </message>
    <message>
        <source>● Server is up: %s</source>
        <translation>● Servidor activo: %s</translation>
    </message>
    <message>
        <source>○ The phone server could not start: %s</source>
        <translation>○ No se pudo iniciar el servidor de móviles: %s</translation>
    </message>
    <message>
        <source>○ The phone server is not running.</source>
        <translation>○ El servidor de móviles no está en marcha.</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>phone</source>
        <translation>móvil</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>listo ✓</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>no listo</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>a mano</translation>
    </message>
    <message>
        <source>host</source>
        <translation>anfitrión</translation>
    </message>
    <message>
        <source>The join is closed.</source>
        <translation>La entrada está cerrada.</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>No hay ninguna mesa abierta.</translation>
    </message>
    <message>
        <source>%d seated; this rule set needs %d to %d players.</source>
        <translation>%d sentados; este reglamento necesita de %d a %d jugadores.</translation>
    </message>
    <message>
        <source>Waiting for: %s</source>
        <translation>Esperando a: %s</translation>
    </message>
    <message>
        <source>Everyone is ready.</source>
        <translation>Todos están listos.</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>● conectado</translation>
    </message>
    <message>
        <source>○ no phone</source>
        <translation>○ sin móvil</translation>
    </message>
    <message>
        <source>Save the sheet of phone codes</source>
        <translation>Guardar la hoja de códigos para móviles</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Moonveil — phone codes</source>
        <translation>Moonveil — códigos para móviles</translation>
    </message>
    <message>
        <source>The game has begun: nobody joins now. Each player's card is on the Cards tab.</source>
        <translation>La partida ha empezado: ya no se entra. La carta de cada jugador está en la pestaña Cartas.</translation>
    </message>
    <message>
        <source>TV code</source>
        <translation>Código del televisor</translation>
    </message>
    <message>
        <source>The code in the TV's address: any case, with or without the dash</source>
        <translation>El código de la dirección del televisor: en mayúsculas o minúsculas, con o sin guion</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Resolve: preview</source>
        <translation>Resolver: vista previa</translation>
    </message>
    <message>
        <source>Still waiting for: %s. Announcing closes the phase with a host override (logged publicly).</source>
        <translation>Aún faltan: %s. Anunciar cierra la fase forzándola como anfitrión (queda registrado públicamente).</translation>
    </message>
    <message>
        <source>Why (moderator only)</source>
        <translation>Por qué (solo el moderador)</translation>
    </message>
    <message>
        <source>Private results</source>
        <translation>Resultados privados</translation>
    </message>
    <message>
        <source>The village will hear</source>
        <translation>El pueblo oirá</translation>
    </message>
    <message>
        <source>Nothing is announced to the village at this step.</source>
        <translation>En este paso no se anuncia nada al pueblo.</translation>
    </message>
    <message>
        <source>&amp;Announce</source>
        <translation>&amp;Anunciar</translation>
    </message>
    <message>
        <source>Commit this resolution (it can be undone with Ctrl+Z)</source>
        <translation>Confirmar esta resolución (se puede deshacer con Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>Night {number}</source>
        <translation>Noche {number}</translation>
    </message>
    <message>
        <source>Day {number}</source>
        <translation>Día {number}</translation>
    </message>
    <message>
        <source>Vote — day {number}</source>
        <translation>Votación — día {number}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>{title} — {page} of {pages}</source>
        <translation>{title} — {page} de {pages}</translation>
    </message>
    <message>
        <source>Waiting for the deal</source>
        <translation>Esperando el reparto</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>fuera</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>Ready: {done} of {total}</source>
        <translation>Listos: {done} de {total}</translation>
    </message>
    <message>
        <source>✓ ready</source>
        <translation>✓ todo listo</translation>
    </message>
    <message>
        <source>… waiting</source>
        <translation>… esperando</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Lo que pasó</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Votos</translation>
    </message>
    <message>
        <source>Votes of day {number}</source>
        <translation>Votos del día {number}</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Abstención</translation>
    </message>
    <message>
        <source>{name} ({weight})</source>
        <translation>{name} ({weight})</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Total {total} · more than {threshold} needed</source>
        <translation>Total {total} · hacen falta más de {threshold}</translation>
    </message>
    <message>
        <source>On the stand</source>
        <translation>En el estrado</translation>
    </message>
    <message>
        <source>Winners: {names}</source>
        <translation>Ganadores: {names}</translation>
    </message>
    <message>
        <source>Draw — nobody wins</source>
        <translation>Empate — nadie gana</translation>
    </message>
    <message>
        <source>How the game went</source>
        <translation>Cómo fue la partida</translation>
    </message>
    <message>
        <source>Every role</source>
        <translation>Todos los roles</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>{count} alive</source>
        <translation>{count} en juego</translation>
    </message>
    <message>
        <source>The moderator's laptop is not answering: this screen may be out of date.</source>
        <translation>El portátil del moderador no responde: puede que esta pantalla no esté al día.</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>¡Tiempo!</translation>
    </message>
    <message>
        <source>The night is quiet so far.</source>
        <translation>De momento la noche está tranquila.</translation>
    </message>
    <message>
        <source>✓ voted</source>
        <translation>✓ ha votado</translation>
    </message>
    <message>
        <source>… voting</source>
        <translation>… votando</translation>
    </message>
    <message>
        <source>★ winner</source>
        <translation>★ victoria</translation>
    </message>
    <message>
        <source>Voted: {done} of {total}</source>
        <translation>Han votado: {done} de {total}</translation>
    </message>
    <message>
        <source>Accusations</source>
        <translation>Acusaciones</translation>
    </message>
    <message>
        <source>Debate</source>
        <translation>Debate</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Judgment</source>
        <translation>Juicio</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Desempate</translation>
    </message>
    <message>
        <source>Sanction</source>
        <translation>Sanción</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Amanecer</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discusión</translation>
    </message>
    <message>
        <source>Discontent</source>
        <translation>Descontento</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Votación</translation>
    </message>
    <message>
        <source>Run-off</source>
        <translation>Segunda vuelta</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Sheriff candidates</source>
        <translation>Candidatos a sheriff</translation>
    </message>
    <message>
        <source>Sheriff candidates withdraw</source>
        <translation>Retirada de candidatos a sheriff</translation>
    </message>
    <message>
        <source>Sheriff election</source>
        <translation>Elección del sheriff</translation>
    </message>
    <message>
        <source>Sheriff run-off</source>
        <translation>Segunda vuelta del sheriff</translation>
    </message>
    <message>
        <source>Night actions</source>
        <translation>Acciones nocturnas</translation>
    </message>
    <message>
        <source>The Witch</source>
        <translation>La bruja</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Prestigio</translation>
    </message>
    <message>
        <source>This is not the table's TV address</source>
        <translation>Esta no es la dirección de televisor de la mesa</translation>
    </message>
    <message>
        <source>Check the code after /tv/: it is on the moderator's laptop (Phones, TV tab) and on the projector's join card.</source>
        <translation>Comprueba el código que sigue a /tv/: está en el portátil del moderador (Móviles, pestaña TV) y en la tarjeta para unirse del proyector.</translation>
    </message>
    <message>
        <source>{step}, day {number}</source>
        <translation>{step}, día {number}</translation>
    </message>
    <message>
        <source>Sheriff</source>
        <translation>Sheriff</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Moonveil — projector</source>
        <translation>Moonveil — proyector</translation>
    </message>
</context>
<context>
    <name>QrView</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Ver todos</translation>
    </message>
    <message>
        <source>One at a time</source>
        <translation>De uno en uno</translation>
    </message>
    <message>
        <source>Phone codes</source>
        <translation>Códigos para móviles</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>Game type</source>
        <translation>Tipo de partida</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Vidente</translation>
    </message>
    <message>
        <source>Guardian</source>
        <translation>Guardián</translation>
    </message>
    <message>
        <source>Maximum days (0: no limit)</source>
        <translation>Días como máximo (0: sin límite)</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Votación</translation>
    </message>
    <message>
        <source>How the cards are chosen</source>
        <translation>Cómo se eligen las cartas</translation>
    </message>
    <message>
        <source>A classic mix</source>
        <translation>Una mezcla clásica</translation>
    </message>
    <message>
        <source>My own cards</source>
        <translation>Mis propias cartas</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Temática</translation>
    </message>
    <message>
        <source>Roles that play well together, for a range of table sizes</source>
        <translation>Roles que combinan bien, para un rango de tamaños de mesa</translation>
    </message>
    <message>
        <source>My own theme</source>
        <translation>Mi propia temática</translation>
    </message>
    <message>
        <source>The special roles the draw picks from, instead of the theme's</source>
        <translation>Los roles especiales entre los que se sortea, en lugar de los de la temática</translation>
    </message>
    <message>
        <source>Classic mix</source>
        <translation>Mezcla clásica</translation>
    </message>
    <message>
        <source>A saved classic setup</source>
        <translation>Una partida clásica guardada</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Lobos</translation>
    </message>
    <message>
        <source>How many Wolves; Automatic: a quarter of the table</source>
        <translation>Cuántos lobos; Automático: una cuarta parte de la mesa</translation>
    </message>
    <message>
        <source>Advanced roles</source>
        <translation>Roles avanzados</translation>
    </message>
    <message>
        <source>Catalog roles added to the classic cards, each once</source>
        <translation>Roles del catálogo añadidos a las cartas clásicas, cada uno una vez</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Exactly one card per seat</source>
        <translation>Exactamente una carta por asiento</translation>
    </message>
    <message>
        <source>Maximum days</source>
        <translation>Días máximos</translation>
    </message>
    <message>
        <source>The game ends in a draw after this day</source>
        <translation>La partida acaba en empate después de este día</translation>
    </message>
    <message>
        <source>Strict majority: banished with more than half of all ballot weight.
Most votes: the player named most is banished; a tie is drawn by lot.</source>
        <translation>Mayoría estricta: desterrado con más de la mitad del peso total de los votos.
Más votos: se destierra al más votado; un empate se sortea.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Presence check</source>
        <translation>Control de presencia</translation>
    </message>
    <message>
        <source>Players confirm they are still at the table; without it the Mystic is not dealt</source>
        <translation>Los jugadores confirman que siguen en la mesa; sin ello no se reparte el Místico</translation>
    </message>
    <message>
        <source>Phase times</source>
        <translation>Duración de las fases</translation>
    </message>
    <message>
        <source>How long each phase lasts before it closes by itself</source>
        <translation>Cuánto dura cada fase antes de cerrarse sola</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <source>Debate</source>
        <translation>Debate</translation>
    </message>
    <message>
        <source>Accusation</source>
        <translation>Acusación</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Desempate</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Judgment</source>
        <translation>Juicio</translation>
    </message>
    <message>
        <source>The book's cards are for 22 players; other tables get proposed cards you can change</source>
        <translation>Las cartas del reglamento son para 22 jugadores; otras mesas reciben cartas propuestas que puedes cambiar</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Soldados</translation>
    </message>
    <message>
        <source>Alien Soldiers in the book's cards (one more seat each)</source>
        <translation>Soldados alienígenas en las cartas del reglamento (un asiento más cada uno)</translation>
    </message>
    <message>
        <source>Players may vote for themselves</source>
        <translation>Se puede votar a uno mismo</translation>
    </message>
    <message>
        <source>A tie in the vote</source>
        <translation>Empate en la votación</translation>
    </message>
    <message>
        <source>Nobody is burned</source>
        <translation>No se quema a nadie</translation>
    </message>
    <message>
        <source>The first to reach the count</source>
        <translation>El primero en alcanzar el recuento</translation>
    </message>
    <message>
        <source>The moderator picks</source>
        <translation>Elige el moderador</translation>
    </message>
    <message>
        <source>Publish vote totals</source>
        <translation>Publicar el recuento de votos</translation>
    </message>
    <message>
        <source>Missed votes before a sanction</source>
        <translation>Votos perdidos antes de una sanción</translation>
    </message>
    <message>
        <source>Counting of missed votes</source>
        <translation>Cómo se cuentan los votos perdidos</translation>
    </message>
    <message>
        <source>Sanction for missed votes</source>
        <translation>Sanción por votos perdidos</translation>
    </message>
    <message>
        <source>The moderator confirms sanctions</source>
        <translation>El moderador confirma las sanciones</translation>
    </message>
    <message>
        <source>Harlot may repeat a visit</source>
        <translation>La Meretriz puede repetir visita</translation>
    </message>
    <message>
        <source>Guard's neighbours</source>
        <translation>Vecinos de la Guardia</translation>
    </message>
    <message>
        <source>Nights of sickness</source>
        <translation>Noches de dolor de barriga</translation>
    </message>
    <message>
        <source>Spirit's first night</source>
        <translation>Primera noche del Espíritu Puro</translation>
    </message>
    <message>
        <source>The Spirit revives only once</source>
        <translation>El Espíritu Puro resucita solo una vez</translation>
    </message>
    <message>
        <source>Victory order</source>
        <translation>Orden de las victorias</translation>
    </message>
    <message>
        <source>What the detective counts</source>
        <translation>Qué cuenta el Detective</translation>
    </message>
    <message>
        <source>Announce "nothing to report"</source>
        <translation>Anunciar «nada que informar»</translation>
    </message>
    <message>
        <source>No sanction</source>
        <translation>Sin sanción</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>Plazos</translation>
    </message>
    <message>
        <source>When the day's vote, the night's actions and dawn close</source>
        <translation>Cuándo cierran la votación del día, las acciones de la noche y el amanecer</translation>
    </message>
    <message>
        <source>The moderator closes each phase</source>
        <translation>El moderador cierra cada fase</translation>
    </message>
    <message>
        <source>Minutes after each phase opens</source>
        <translation>Minutos después de abrir cada fase</translation>
    </message>
    <message>
        <source>At times of day</source>
        <translation>A horas fijas del día</translation>
    </message>
    <message>
        <source>The game starts at</source>
        <translation>La partida empieza a las</translation>
    </message>
    <message>
        <source>The vote closes</source>
        <translation>Cierre de la votación</translation>
    </message>
    <message>
        <source>Night actions close</source>
        <translation>Cierre de las acciones nocturnas</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Amanecer</translation>
    </message>
    <message>
        <source>Leave the book's cards for this table size, or choose your own</source>
        <translation>Deja las cartas del reglamento para esta mesa o elige las tuyas</translation>
    </message>
    <message>
        <source>Sheriff election</source>
        <translation>Elección del sheriff</translation>
    </message>
    <message>
        <source>On the first day the village elects a sheriff whose vote counts one and a half</source>
        <translation>El primer día el pueblo elige un sheriff cuyo voto vale uno y medio</translation>
    </message>
    <message>
        <source>Last words</source>
        <translation>Últimas palabras</translation>
    </message>
    <message>
        <source>Gypsy events</source>
        <translation>Eventos de la Gitana</translation>
    </message>
    <message>
        <source>Each day may bring one of the eleven events</source>
        <translation>Cada día puede traer uno de los once eventos</translation>
    </message>
    <message>
        <source>All roles</source>
        <translation>Todos los roles</translation>
    </message>
    <message>
        <source>Themed roles</source>
        <translation>Roles por temática</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásica</translation>
    </message>
    <message>
        <source>Strict majority</source>
        <translation>Mayoría estricta</translation>
    </message>
    <message>
        <source>Most votes</source>
        <translation>Más votos</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>In total</source>
        <translation>En total</translation>
    </message>
    <message>
        <source>In a row</source>
        <translation>Seguidos</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Eliminación</translation>
    </message>
    <message>
        <source>A warning</source>
        <translation>Un aviso</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>Around the circle</source>
        <translation>En círculo</translation>
    </message>
    <message>
        <source>In a line</source>
        <translation>En fila</translation>
    </message>
    <message>
        <source>Aliens first</source>
        <translation>Primero los alienígenas</translation>
    </message>
    <message>
        <source>Village first</source>
        <translation>Primero el pueblo</translation>
    </message>
    <message>
        <source>What players count as</source>
        <translation>Como qué cuenta cada jugador</translation>
    </message>
    <message>
        <source>Their roles</source>
        <translation>Sus roles</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>The saved-games file {file} is damaged or is not a Moonveil file.</source>
        <translation>El archivo de partidas guardadas {file} está dañado o no es un archivo de Moonveil.</translation>
    </message>
    <message>
        <source>The saved-games file {file} is empty (0 bytes): it holds no games.</source>
        <translation>El archivo de partidas guardadas {file} está vacío (0 bytes): no contiene partidas.</translation>
    </message>
    <message>
        <source>The saved-games file {file} was written by a newer version of Moonveil Desktop. Update Moonveil Desktop to open it; the file was left as it is.</source>
        <translation>El archivo de partidas guardadas {file} lo escribió una versión más reciente de Moonveil Desktop. Actualiza Moonveil Desktop para abrirlo; el archivo se ha dejado como estaba.</translation>
    </message>
    <message>
        <source>You are not allowed to read the saved-games file {file}. It was left as it is; check its permissions.</source>
        <translation>No tienes permiso para leer el archivo de partidas guardadas {file}. Se ha dejado como estaba; revisa sus permisos.</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written, so no saved-games file can be made there.</source>
        <translation>No se puede escribir en la carpeta {folder}, así que no se puede crear allí un archivo de partidas guardadas.</translation>
    </message>
    <message>
        <source>The saved games are open read-only: you can look at them, but nothing can be played or changed here.</source>
        <translation>Las partidas guardadas están abiertas solo para lectura: puedes verlas, pero aquí no se puede jugar ni cambiar nada.</translation>
    </message>
    <message>
        <source>The disk is full: this was not saved and did not happen. Free some space and try again.</source>
        <translation>El disco está lleno: esto no se ha guardado y no ha ocurrido. Libera espacio e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The saved-games file could not be written (a disk error): this was not saved and did not happen. Check the disk and try again.</source>
        <translation>No se pudo escribir el archivo de partidas guardadas (un error del disco): esto no se ha guardado y no ha ocurrido. Revisa el disco e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The saved-games file is busy (another program is writing to it). Try again in a moment.</source>
        <translation>El archivo de partidas guardadas está ocupado (otro programa está escribiendo en él). Inténtalo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>Another console has changed this game: this was not saved and did not happen. Play on the other console.</source>
        <translation>Otra consola ha cambiado esta partida: esto no se ha guardado y no ha ocurrido. Juega en la otra consola.</translation>
    </message>
    <message>
        <source>Saved game {game} is damaged (its command {command} cannot be read). The other games are fine.</source>
        <translation>La partida guardada {game} está dañada (no se puede leer su orden {command}). Las demás partidas están bien.</translation>
    </message>
    <message>
        <source>There is no saved game number {game}.</source>
        <translation>No hay ninguna partida guardada con el número {game}.</translation>
    </message>
    <message>
        <source>It was kept as {aside}; a new saved-games file was started.</source>
        <translation>Se ha conservado como {aside}; se ha empezado un archivo de partidas guardadas nuevo.</translation>
    </message>
    <message>
        <source>Games will not be saved this session.</source>
        <translation>En esta sesión no se guardarán las partidas.</translation>
    </message>
    <message>
        <source>Another Moonveil Desktop (process {pid} on {host}) is using this data folder. Its saved games were opened read-only here: you can look at them but not play. Play on the other console, or close it and start this one again.</source>
        <translation>Otro Moonveil Desktop (proceso {pid} en {host}) está usando esta carpeta de datos. Sus partidas guardadas se han abierto aquí solo para lectura: puedes verlas, pero no jugar. Juega en la otra consola, o ciérrala y vuelve a abrir esta.</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <source>File kept aside</source>
        <translation>Archivo apartado</translation>
    </message>
    <message>
        <source>Kept since</source>
        <translation>Apartado desde</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Export journal…</source>
        <translation>Exportar diario…</translation>
    </message>
    <message>
        <source>Write this game's settings and commands to a JSON file</source>
        <translation>Escribir los ajustes y las órdenes de esta partida en un archivo JSON</translation>
    </message>
    <message>
        <source>Restore its games</source>
        <translation>Restaurar sus partidas</translation>
    </message>
    <message>
        <source>Copy the readable games of this file into the saved games</source>
        <translation>Copiar las partidas legibles de este archivo a las partidas guardadas</translation>
    </message>
    <message>
        <source>Games in this saved-games file</source>
        <translation>Partidas de este archivo de partidas guardadas</translation>
    </message>
    <message>
        <source>Files kept aside at start</source>
        <translation>Archivos apartados al iniciar</translation>
    </message>
    <message>
        <source>Export the game's journal</source>
        <translation>Exportar el diario de la partida</translation>
    </message>
    <message>
        <source>The journal could not be written to %s (%s).</source>
        <translation>No se pudo escribir el diario en %s (%s).</translation>
    </message>
    <message>
        <source>The journal was written to %s.</source>
        <translation>El diario se ha escrito en %s.</translation>
    </message>
    <message numerus="yes">
        <source>Restored: %n game(s).</source>
        <translation>
            <numerusform>Restaurada: %n partida.</numerusform>
            <numerusform>Restauradas: %n partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Already here: {already}. Damaged, left in the kept file: {damaged}.</source>
        <translation>Ya estaban: {already}. Dañadas, se quedan en el archivo apartado: {damaged}.</translation>
    </message>
</context>
<context>
    <name>SeatActionRow</name>
    <message>
        <source>What this player does</source>
        <translation>Qué hace este jugador</translation>
    </message>
    <message>
        <source>Action of %s</source>
        <translation>Acción de %s</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Submit the action of %s</source>
        <translation>Enviar la acción de %s</translation>
    </message>
    <message>
        <source>Enter this action (it can be undone with Ctrl+Z)</source>
        <translation>Introducir esta acción (se puede deshacer con Ctrl+Z)</translation>
    </message>
    <message>
        <source>Only legal targets are offered</source>
        <translation>Solo se ofrecen objetivos válidos</translation>
    </message>
    <message>
        <source>Target %d of %s</source>
        <translation>Objetivo %d de %s</translation>
    </message>
    <message>
        <source>Target of %s</source>
        <translation>Objetivo de %s</translation>
    </message>
    <message>
        <source>What %s names with this action</source>
        <translation>Lo que %s nombra con esta acción</translation>
    </message>
    <message>
        <source>Choice of %s</source>
        <translation>Elección de %s</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Message of %s</source>
        <translation>Mensaje de %s</translation>
    </message>
</context>
<context>
    <name>SeatCircle</name>
    <message>
        <source>Arrow keys move between seats; Enter picks the seat as a target; F2 edits its note</source>
        <translation>Las flechas pasan de un asiento a otro; Intro elige el asiento como objetivo; F2 edita su nota</translation>
    </message>
    <message>
        <source>Grimoire: no seats</source>
        <translation>Grimorio: sin asientos</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>fuera de juego</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>Asiento %d</translation>
    </message>
    <message>
        <source>Pick as target</source>
        <translation>Elegir como objetivo</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Nota…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>System language (%s)</source>
        <translation>Idioma del sistema (%s)</translation>
    </message>
    <message>
        <source>The console's language; each phone chooses its own</source>
        <translation>El idioma de la consola; cada móvil elige el suyo</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Default rule set</source>
        <translation>Reglamento por defecto</translation>
    </message>
    <message>
        <source>Night timer</source>
        <translation>Temporizador de la noche</translation>
    </message>
    <message>
        <source>Day timer</source>
        <translation>Temporizador del día</translation>
    </message>
    <message>
        <source>Vote timer</source>
        <translation>Temporizador de la votación</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>The network address phones connect to</source>
        <translation>La dirección de red a la que se conectan los móviles</translation>
    </message>
    <message>
        <source>%s (this laptop only: phones cannot connect)</source>
        <translation>%s (solo este portátil: los móviles no pueden conectarse)</translation>
    </message>
    <message>
        <source>Phone server interface</source>
        <translation>Interfaz del servidor de móviles</translation>
    </message>
    <message>
        <source>Phone server port</source>
        <translation>Puerto del servidor de móviles</translation>
    </message>
    <message>
        <source>Changes to the phone server apply when Moonveil Desktop starts again.</source>
        <translation>Los cambios del servidor de móviles se aplican cuando Moonveil Desktop se vuelve a iniciar.</translation>
    </message>
    <message>
        <source>The theme follows the system's light or dark setting.</source>
        <translation>El tema sigue el modo claro u oscuro del sistema.</translation>
    </message>
</context>
<context>
    <name>StatusMark</name>
    <message>
        <source>✓ voted</source>
        <translation>✓ ha votado</translation>
    </message>
    <message>
        <source>%s has voted</source>
        <translation>%s ha votado</translation>
    </message>
    <message>
        <source>This ballot is recorded</source>
        <translation>Este voto ya está registrado</translation>
    </message>
    <message>
        <source>not voted yet</source>
        <translation>aún no ha votado</translation>
    </message>
    <message>
        <source>%s has not voted yet</source>
        <translation>%s aún no ha votado</translation>
    </message>
    <message>
        <source>Waiting for this ballot</source>
        <translation>Falta este voto</translation>
    </message>
    <message>
        <source>✓ ready</source>
        <translation>✓ todo listo</translation>
    </message>
    <message>
        <source>%s is ready</source>
        <translation>%s: todo listo</translation>
    </message>
    <message>
        <source>This player has acted</source>
        <translation>Ya ha actuado</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en espera</translation>
    </message>
    <message>
        <source>%s: waiting</source>
        <translation>%s: en espera</translation>
    </message>
    <message>
        <source>Waiting for this player to act</source>
        <translation>Aún falta su acción</translation>
    </message>
</context>
<context>
    <name>StepBox</name>
    <message>
        <source>Tick when you have read this step aloud</source>
        <translation>Márcalo cuando hayas leído este paso en voz alta</translation>
    </message>
    <message>
        <source>Show or hide this step (Space)</source>
        <translation>Mostrar u ocultar este paso (Espacio)</translation>
    </message>
    <message>
        <source>Wakes: %s</source>
        <translation>Se despierta: %s</translation>
    </message>
    <message>
        <source>%s: read aloud</source>
        <translation>%s: leído en voz alta</translation>
    </message>
    <message>
        <source>Every player of this role is dead: read it aloud anyway (moderator only).</source>
        <translation>Todos los jugadores con este rol han muerto: léelo en voz alta igualmente (solo el moderador lo sabe).</translation>
    </message>
    <message>
        <source>Same for all</source>
        <translation>Lo mismo para todos</translation>
    </message>
    <message>
        <source>Give the first chosen action to every player of this step who has none yet, and submit them</source>
        <translation>Dar la primera acción elegida a cada jugador de este paso que aún no tenga ninguna, y enviarlas</translation>
    </message>
    <message>
        <source>If the night ended now, %s learns: %s</source>
        <translation>Si la noche terminara ahora, %s sabría: %s</translation>
    </message>
    <message numerus="yes">
        <source>Provisional: %n player(s) still to act can change this.</source>
        <translation>
            <numerusform>Provisional: %n jugador que aún debe actuar puede cambiarlo.</numerusform>
            <numerusform>Provisional: %n jugadores que aún deben actuar pueden cambiarlo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>{actor} — {ability}: {targets}</source>
        <translation>{actor} — {ability}: {targets}</translation>
    </message>
    <message>
        <source>{actor} — {ability}: {targets} ({option})</source>
        <translation>{actor} — {ability}: {targets} ({option})</translation>
    </message>
    <message>
        <source>{actor} — {ability}: {option}</source>
        <translation>{actor} — {ability}: {option}</translation>
    </message>
    <message>
        <source>{actor} — {ability}</source>
        <translation>{actor} — {ability}</translation>
    </message>
    <message>
        <source>{voter} voted: {choice} (weight {weight})</source>
        <translation>{voter} votó: {choice} (peso {weight})</translation>
    </message>
    <message>
        <source>The moderator closed the phase.</source>
        <translation>El moderador cerró la fase.</translation>
    </message>
    <message>
        <source>The moderator closed the phase without waiting for everyone.</source>
        <translation>El moderador cerró la fase sin esperar a todos.</translation>
    </message>
    <message>
        <source>The moderator decided: {decision}</source>
        <translation>El moderador decidió: {decision}</translation>
    </message>
    <message>
        <source>The cards were dealt.</source>
        <translation>Se repartieron las cartas.</translation>
    </message>
    <message>
        <source>Time ran out.</source>
        <translation>Se acabó el tiempo.</translation>
    </message>
    <message>
        <source>{player} learned: {text}</source>
        <translation>{player} supo: {text}</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
</context>
<context>
    <name>TargetGroups</name>
    <message>
        <source>Add a pair</source>
        <translation>Añadir una pareja</translation>
    </message>
    <message>
        <source>Name one more pair in the same action</source>
        <translation>Nombrar otra pareja en la misma acción</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>Quitar pareja</translation>
    </message>
    <message>
        <source>Remove pair %d of %s</source>
        <translation>Quitar la pareja %d de %s</translation>
    </message>
    <message>
        <source>Named on earlier nights, never again: %s</source>
        <translation>Nombradas en noches anteriores, nunca más: %s</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>This saved game cannot be replayed: %s</source>
        <translation>Esta partida guardada no se puede reproducir: %s</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Abstención</translation>
    </message>
    <message>
        <source>A note holds at most %d characters: it was not saved.</source>
        <translation>Una nota admite como máximo %d caracteres: no se ha guardado.</translation>
    </message>
    <message>
        <source>There is no seat %d at this table: the note was not saved.</source>
        <translation>No hay asiento %d en esta mesa: la nota no se ha guardado.</translation>
    </message>
    <message>
        <source>No table is open: the note was not saved.</source>
        <translation>No hay ninguna mesa abierta: la nota no se ha guardado.</translation>
    </message>
    <message>
        <source>Play again is possible once the game is over.</source>
        <translation>Se puede jugar otra vez cuando la partida haya terminado.</translation>
    </message>
    <message>
        <source>The new deal was refused: %s</source>
        <translation>Se rechazó el nuevo reparto: %s</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Inspeccionar</translation>
    </message>
    <message>
        <source>Protect</source>
        <translation>Proteger</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Descansar</translation>
    </message>
    <message>
        <source>The Wolves</source>
        <translation>Los lobos</translation>
    </message>
    <message>
        <source>The Village</source>
        <translation>El pueblo</translation>
    </message>
    <message>
        <source>Execute</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Pardon</source>
        <translation>Perdonar</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Lobo</translation>
    </message>
    <message>
        <source>not a Wolf</source>
        <translation>no es lobo</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>Aldeano</translation>
    </message>
    <message>
        <source>no Wolf is left</source>
        <translation>no queda ningún lobo</translation>
    </message>
    <message>
        <source>the Wolves are as many as the others</source>
        <translation>hay tantos lobos como el resto</translation>
    </message>
    <message>
        <source>the day limit was reached</source>
        <translation>se alcanzó el límite de días</translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message>
        <source>Vote</source>
        <translation>Votación</translation>
    </message>
    <message>
        <source>%s's ballot</source>
        <translation>Voto de %s</translation>
    </message>
    <message numerus="yes">
        <source>%s of %n ballot(s) cast</source>
        <translation>
            <numerusform>%s de %n voto emitido</numerusform>
            <numerusform>%s de %n votos emitidos</numerusform>
        </translation>
    </message>
    <message>
        <source>weight %s</source>
        <translation>peso %s</translation>
    </message>
    <message>
        <source>How much this ballot counts today</source>
        <translation>Cuánto cuenta hoy este voto</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Votar</translation>
    </message>
    <message>
        <source>Cast %s's ballot</source>
        <translation>Registrar el voto de %s</translation>
    </message>
    <message>
        <source>Record this ballot</source>
        <translation>Registrar este voto</translation>
    </message>
    <message>
        <source>Tallies: %s</source>
        <translation>Recuento: %s</translation>
    </message>
    <message>
        <source>no ballot yet</source>
        <translation>aún no hay votos</translation>
    </message>
    <message numerus="yes">
        <source>Total weight %s; %n not cast yet</source>
        <translation>
            <numerusform>Peso total %s; falta %n por votar</numerusform>
            <numerusform>Peso total %s; faltan %n por votar</numerusform>
        </translation>
    </message>
    <message>
        <source>{choice}: {weight} — {voters}; {why}</source>
        <translation>{choice}: {weight} — {voters}; {why}</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>{who} counts double</source>
        <translation>{who} cuenta doble</translation>
    </message>
    <message>
        <source>{who} does not count</source>
        <translation>{who} no cuenta</translation>
    </message>
    <message>
        <source>{who} counts {weight}</source>
        <translation>{who} cuenta {weight}</translation>
    </message>
    <message numerus="yes">
        <source>%n voter(s)</source>
        <translation>
            <numerusform>%n votante</numerusform>
            <numerusform>%n votantes</numerusform>
        </translation>
    </message>
    <message>
        <source>{choice}: {weight}</source>
        <translation>{choice}: {weight}</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>sheriff</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Moonveil Desktop</source>
        <translation>Moonveil Desktop</translation>
    </message>
    <message>
        <source>Start a new table, or open a saved game.</source>
        <translation>Empieza una mesa nueva o abre una partida guardada.</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Nueva mesa…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>Abrir partida &amp;guardada…</translation>
    </message>
</context>
<context>
    <name>WinnerPage</name>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Nueva mesa…</translation>
    </message>
    <message>
        <source>Every role</source>
        <translation>Todos los roles</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>{player} ({role})</source>
        <translation>{player} ({role})</translation>
    </message>
    <message>
        <source>Winning players: %s</source>
        <translation>Jugadores ganadores: %s</translation>
    </message>
    <message>
        <source>Reason: %s</source>
        <translation>Motivo: %s</translation>
    </message>
    <message>
        <source>Personal wins: %s</source>
        <translation>Victorias personales: %s</translation>
    </message>
    <message>
        <source> (eliminated)</source>
        <translation> (fuera de juego)</translation>
    </message>
</context>
<context>
    <name>qr</name>
    <message>
        <source>Moonveil cards</source>
        <translation>Cartas de Moonveil</translation>
    </message>
    <message>
        <source>Scan with your phone to see your card. Keep it secret.</source>
        <translation>Escanéalo con tu móvil para ver tu carta. Guárdala en secreto.</translation>
    </message>
</context>
</TS>
