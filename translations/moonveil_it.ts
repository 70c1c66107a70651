<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Moonveil Desktop</source>
        <translation>Informazioni su Moonveil Desktop</translation>
    </message>
    <message>
        <source>Moonveil Desktop</source>
        <translation>Moonveil Desktop</translation>
    </message>
    <message>
        <source>Version {version} (Qt {qt}, Python {python})</source>
        <translation>Versione {version} (Qt {qt}, Python {python})</translation>
    </message>
    <message>
        <source>A moderator's console for in-person Werewolf-style games.</source>
        <translation>Una console per il moderatore di partite dal vivo in stile Lupus in Tabula.</translation>
    </message>
    <message>
        <source>Saved games: not available</source>
        <translation>Partite salvate: non disponibili</translation>
    </message>
    <message>
        <source>Saved games: %s</source>
        <translation>Partite salvate: %s</translation>
    </message>
</context>
<context>
    <name>AfterGamePanel</name>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <source>The same players, seats and options; new cards on the same phones</source>
        <translation>Stessi giocatori, posti e opzioni; nuove carte sugli stessi telefoni</translation>
    </message>
    <message>
        <source>Play again, &amp;change seats first…</source>
        <translation>Gioca ancora, &amp;cambia prima i posti…</translation>
    </message>
    <message>
        <source>Add, remove or reorder seats in the lobby, then deal</source>
        <translation>Aggiungi, togli o riordina i posti nella sala, poi distribuisci</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Precedente</translation>
    </message>
    <message>
        <source>The previous page of the reveal on the projector</source>
        <translation>La pagina precedente della rivelazione sul proiettore</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Successiva ▶</translation>
    </message>
    <message>
        <source>The next page of the reveal on the projector: each night and day</source>
        <translation>La pagina successiva della rivelazione sul proiettore: ogni notte e ogni giorno</translation>
    </message>
    <message>
        <source>Every vote of the game</source>
        <translation>Tutti i voti della partita</translation>
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
        <translation>Scelta</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Who was who</source>
        <translation>Chi era chi</translation>
    </message>
    <message>
        <source>Projector: %s</source>
        <translation>Proiettore: %s</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>draws</source>
        <translation>pareggi</translation>
    </message>
    <message>
        <source>Balance: bot games of this table</source>
        <translation>Equilibrio: partite dei bot a questo tavolo</translation>
    </message>
    <message>
        <source>Balance: bot games of this deck</source>
        <translation>Equilibrio: partite dei bot con questo mazzo</translation>
    </message>
    <message>
        <source>Balance estimate</source>
        <translation>Stima dell'equilibrio</translation>
    </message>
    <message>
        <source>Estimate as games are played</source>
        <translation>La stima man mano che si giocano partite</translation>
    </message>
    <message>
        <source>Complete the deck to see who it favours.</source>
        <translation>Completa il mazzo per vedere chi favorisce.</translation>
    </message>
    <message>
        <source>The bots could not play this deck to the end.</source>
        <translation>I bot non sono riusciti a giocare questo mazzo fino alla fine.</translation>
    </message>
    <message>
        <source>Estimating…</source>
        <translation>Stima in corso…</translation>
    </message>
    <message>
        <source>Favoured: {side}, {rate}% ± {margin}</source>
        <translation>Favorito: {side}, {rate}% ± {margin}</translation>
    </message>
    <message>
        <source>Too close to call: {side} {rate}% ± {margin}</source>
        <translation>Troppo equilibrato per dirlo: {side} {rate}% ± {margin}</translation>
    </message>
    <message>
        <source>{side}: {rate}% (95%: {low}–{high}%)</source>
        <translation>{side}: {rate}% (95%: {low}–{high}%)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln bot game(s)</source>
        <translation>
            <numerusform>%Ln partita dei bot</numerusform>
            <numerusform>%Ln partite dei bot</numerusform>
        </translation>
    </message>
    <message>
        <source>done</source>
        <translation>finito</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>ancora in corso</translation>
    </message>
    <message>
        <source>{games}, {state}. Bots: {policy}.</source>
        <translation>{games}, {state}. Bot: {policy}.</translation>
    </message>
    <message>
        <source>each plays its role and votes on what it knows</source>
        <translation>ognuno gioca il suo ruolo e vota in base a ciò che sa</translation>
    </message>
    <message>
        <source>the rulebook's bots</source>
        <translation>i bot del regolamento</translation>
    </message>
    <message>
        <source>random choices</source>
        <translation>scelte a caso</translation>
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
        <translation>I bot giocano questo tavolo molte volte; i numeri seguono le tue modifiche.</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>Moonveil roles</source>
        <translation>Ruoli di Moonveil</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Cerca:</translation>
    </message>
    <message>
        <source>Name, ability or family</source>
        <translation>Nome, abilità o famiglia</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>All 250 roles</source>
        <translation>Tutti i 250 ruoli</translation>
    </message>
    <message>
        <source>%1 (%2–%3 players)</source>
        <translation>%1 (%2–%3 giocatori)</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attacco</translation>
    </message>
    <message>
        <source>no ability</source>
        <translation>nessuna abilità</translation>
    </message>
    <message>
        <source>block</source>
        <translation>blocco</translation>
    </message>
    <message>
        <source>disguise</source>
        <translation>travestimento</translation>
    </message>
    <message>
        <source>inspection</source>
        <translation>ispezione</translation>
    </message>
    <message>
        <source>visit information</source>
        <translation>informazioni sulle visite</translation>
    </message>
    <message>
        <source>activity</source>
        <translation>attività</translation>
    </message>
    <message>
        <source>inspection and visits</source>
        <translation>ispezione e visite</translation>
    </message>
    <message>
        <source>protection</source>
        <translation>protezione</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>voto</translation>
    </message>
    <message>
        <source>public</source>
        <translation>pubblico</translation>
    </message>
    <message>
        <source>delayed block</source>
        <translation>blocco differito</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Lupi</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Villaggio</translation>
    </message>
    <message numerus="yes">
        <source>%n role(s)</source>
        <translation>
            <numerusform>%n ruolo</numerusform>
            <numerusform>%n ruoli</numerusform>
        </translation>
    </message>
    <message>
        <source>Every role of the catalog: 4 classic and 246 advanced.</source>
        <translation>Tutti i ruoli del catalogo: 4 classici e 246 avanzati.</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Classic: %1</source>
        <translation>Classico: %1</translation>
    </message>
    <message>
        <source>No role matches.</source>
        <translation>Nessun ruolo corrisponde.</translation>
    </message>
    <message>
        <source>Advanced role #%1</source>
        <translation>Ruolo avanzato n. %1</translation>
    </message>
    <message>
        <source>Classic role</source>
        <translation>Ruolo classico</translation>
    </message>
    <message>
        <source>%1 · team: %2 · families: %3</source>
        <translation>%1 · squadra: %2 · famiglie: %3</translation>
    </message>
</context>
<context>
    <name>ContinueGameDialog</name>
    <message>
        <source>Continue a game in progress</source>
        <translation>Continua una partita in corso</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>The options the table played with (the book's defaults unless changed)</source>
        <translation>Le opzioni con cui ha giocato il tavolo (quelle del regolamento se non cambiate)</translation>
    </message>
    <message>
        <source>Continue at the start of night</source>
        <translation>Continua all'inizio della notte</translation>
    </message>
    <message>
        <source>The night the table is about to play; finish the day on paper first</source>
        <translation>La notte che il tavolo sta per giocare; prima concludi il giorno su carta</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Ruolo</translation>
    </message>
    <message>
        <source>Alive</source>
        <translation>In gioco</translation>
    </message>
    <message>
        <source>The players in seat order, with their roles and who is still alive</source>
        <translation>I giocatori in ordine di posto, con i loro ruoli e chi è ancora in gioco</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nome del giocatore</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continua la partita</translation>
    </message>
    <message>
        <source>Add the players who sat at the table, in seat order.</source>
        <translation>Aggiungi i giocatori che erano al tavolo, in ordine di posto.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Ogni giocatore ha bisogno di un nome.</translation>
    </message>
</context>
<context>
    <name>DeckEditor</name>
    <message>
        <source>Cards: %s</source>
        <extracomment>the composition check: the deck → the refusal in plain words (with the rule id), or None the bot games that estimate a legal deck's balance (None: none for this deck)</extracomment>
        <translation>Carte: %s</translation>
    </message>
    <message>
        <source>&amp;Roles</source>
        <translation>&amp;Ruoli</translation>
    </message>
    <message>
        <source>&amp;In the deck</source>
        <translation>&amp;Nel mazzo</translation>
    </message>
    <message>
        <source>Search roles</source>
        <translation>Cerca ruoli</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Ruoli</translation>
    </message>
    <message>
        <source>Double-click a role or press Enter to add a card</source>
        <translation>Doppio clic su un ruolo o premi Invio per aggiungere una carta</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>Nel mazzo</translation>
    </message>
    <message>
        <source>Double-click a card to remove one</source>
        <translation>Doppio clic su una carta per toglierne una</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>Aggiungi →</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>Aggiungi una carta</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← Togli</translation>
    </message>
    <message>
        <source>Remove a card</source>
        <translation>Togli una carta</translation>
    </message>
    <message>
        <source>Empty the deck</source>
        <translation>Svuota il mazzo</translation>
    </message>
    <message>
        <source>Start from the book's cards</source>
        <translation>Parti dalle carte del regolamento</translation>
    </message>
    <message>
        <source>Browse the catalog…</source>
        <translation>Sfoglia il catalogo…</translation>
    </message>
    <message>
        <source>Cards and seats</source>
        <translation>Carte e posti</translation>
    </message>
    <message>
        <source>Composition check</source>
        <translation>Controllo della composizione</translation>
    </message>
    <message>
        <source>%d × %s</source>
        <translation>%d × %s</translation>
    </message>
    <message>
        <source>%d cards for %d seats</source>
        <translation>%d carte per %d posti</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogo</translation>
    </message>
    <message>
        <source>Add to the deck</source>
        <translation>Aggiungi al mazzo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Type part of a name: Enter adds the highlighted role, Down goes to the list</source>
        <translation>Scrivi parte di un nome: Invio aggiunge il ruolo evidenziato, Giù passa all'elenco</translation>
    </message>
    <message>
        <source>No role matches “%s”.</source>
        <translation>Nessun ruolo corrisponde a «%s».</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>An unexpected error happened</source>
        <translation>Si è verificato un errore imprevisto</translation>
    </message>
    <message>
        <source>The game is intact: every acknowledged action is saved in the journal. You can keep playing, or restart and resume.</source>
        <translation>La partita è intatta: ogni azione confermata è salvata nel registro. Puoi continuare a giocare, oppure riavviare e riprendere.</translation>
    </message>
</context>
<context>
    <name>Grimoire</name>
    <message>
        <source>protected</source>
        <translation>protezione</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>attacco</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>veleno</translation>
    </message>
    <message>
        <source>silenced</source>
        <translation>silenzio</translation>
    </message>
    <message>
        <source>linked</source>
        <translation>legame</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blocco</translation>
    </message>
    <message>
        <source>veiled</source>
        <translation>velo</translation>
    </message>
    <message>
        <source>inspected</source>
        <translation>indagine</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>sceriffo</translation>
    </message>
    <message>
        <source>insanity</source>
        <translation>follia</translation>
    </message>
    <message>
        <source>piped</source>
        <translation>incantesimo</translation>
    </message>
    <message>
        <source>respected</source>
        <translation>rispetto</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>no vote today</source>
        <translation>niente voto oggi</translation>
    </message>
    <message>
        <source>double vote today</source>
        <translation>voto doppio oggi</translation>
    </message>
    <message>
        <source>pardoned today</source>
        <translation>grazia oggi</translation>
    </message>
    <message>
        <source>curfew tonight</source>
        <translation>coprifuoco stanotte</translation>
    </message>
    <message>
        <source>hexed tonight</source>
        <translation>maleficio stanotte</translation>
    </message>
    <message>
        <source>shielded today</source>
        <translation>scudo oggi</translation>
    </message>
    <message>
        <source>one more vote today</source>
        <translation>un voto in più oggi</translation>
    </message>
    <message>
        <source>one vote less today</source>
        <translation>un voto in meno oggi</translation>
    </message>
    <message>
        <source>chosen by {name}</source>
        <translation>scelta di {name}</translation>
    </message>
    <message>
        <source>{ability}: {count} left</source>
        <translation>{ability}: ne restano {count}</translation>
    </message>
    <message>
        <source>uses left: {count}</source>
        <translation>usi rimasti: {count}</translation>
    </message>
    <message>
        <source>kill points {value}</source>
        <translation>punti uccisione {value}</translation>
    </message>
    <message>
        <source>needles {value}</source>
        <translation>aghi {value}</translation>
    </message>
    <message>
        <source>fox chances {value}</source>
        <translation>possibilità della volpe {value}</translation>
    </message>
    <message>
        <source>group {value}</source>
        <translation>gruppo {value}</translation>
    </message>
    <message>
        <source>seen as {value}</source>
        <translation>Visto {value}</translation>
    </message>
    <message>
        <source>counts as {value}</source>
        <translation>Conta {value}</translation>
    </message>
    <message>
        <source>wins with {value}</source>
        <translation>Vince {value}</translation>
    </message>
    <message>
        <source>{token} (by {name})</source>
        <translation>{token} (da {name})</translation>
    </message>
    <message>
        <source>Antidote</source>
        <translation>Antidoto</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Veleno</translation>
    </message>
    <message>
        <source>Revive</source>
        <translation>Resuscitare</translation>
    </message>
    <message>
        <source>Lure</source>
        <translation>Adescare</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Elenco</translation>
    </message>
    <message>
        <source>Show the seats as a list instead of around the table</source>
        <translation>Mostra i posti in un elenco invece che intorno al tavolo</translation>
    </message>
    <message>
        <source>Click a seat to pick it; double-click for a note</source>
        <translation>Fai clic su un posto per sceglierlo; doppio clic per una nota</translation>
    </message>
    <message>
        <source>Night {number}: {tokens}</source>
        <translation>Notte {number}: {tokens}</translation>
    </message>
    <message>
        <source>Last night: {tokens}</source>
        <translation>La notte scorsa: {tokens}</translation>
    </message>
    <message>
        <source>abducted</source>
        <translation>rapimento</translation>
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
        <translation>Ruolo, stato e attributi di ogni giocatore, solo per i tuoi occhi</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Ruolo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Seen as</source>
        <translation>Visto</translation>
    </message>
    <message>
        <source>Counts as</source>
        <translation>Conta</translation>
    </message>
    <message>
        <source>Wins with</source>
        <translation>Vince</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Usi</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>fuori gioco</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Game {game} of {date} was skipped: its journal cannot be read ({detail}).</source>
        <translation>La partita {game} del {date} è stata saltata: il suo registro non si può leggere ({detail}).</translation>
    </message>
    <message>
        <source>Game {game} of {date} was skipped: its rule book ({detail}) is not known here.</source>
        <translation>La partita {game} del {date} è stata saltata: il suo regolamento ({detail}) qui non è noto.</translation>
    </message>
    <message>
        <source>Game {game} of {date} was skipped: its journal cannot be replayed ({detail}).</source>
        <translation>La partita {game} del {date} è stata saltata: il suo registro non si può rigiocare ({detail}).</translation>
    </message>
    <message>
        <source>Game {game} of {date} was skipped: its journal does not reach the end.</source>
        <translation>La partita {game} del {date} è stata saltata: il suo registro non arriva alla fine.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History of the group</source>
        <translation>Storia del gruppo</translation>
    </message>
    <message>
        <source>R&amp;ule book</source>
        <translation>&amp;Regolamento</translation>
    </message>
    <message>
        <source>&amp;From / to</source>
        <translation>&amp;Da / a</translation>
    </message>
    <message>
        <source>Pl&amp;ayer</source>
        <translation>Gioc&amp;atore</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Ruoli</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Ruolo</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Rule book</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Giorni</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Vincitori</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Esporta &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Split a player of this game…</source>
        <translation>&amp;Separa un giocatore di questa partita…</translation>
    </message>
    <message>
        <source>Two different people with the same name: this evening's one becomes someone of their own</source>
        <translation>Due persone diverse con lo stesso nome: quella di questa serata diventa una persona a sé</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Ricarica</translation>
    </message>
    <message>
        <source>Every rule book</source>
        <translation>Tutti i regolamenti</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Win rate per player</source>
        <translation>Vittorie per giocatore</translation>
    </message>
    <message>
        <source>Win rate per role</source>
        <translation>Vittorie per ruolo</translation>
    </message>
    <message>
        <source>Win rate per team</source>
        <translation>Vittorie per squadra</translation>
    </message>
    <message>
        <source>{won} of {played} won</source>
        <translation>{won} vinte su {played}</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Esporta la storia</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Choose a game in the Games tab first.</source>
        <translation>Scegli prima una partita nella scheda Partite.</translation>
    </message>
    <message>
        <source>Split a player</source>
        <translation>Separa un giocatore</translation>
    </message>
    <message>
        <source>Who in this game is someone else?</source>
        <translation>Chi in questa partita è un'altra persona?</translation>
    </message>
    <message>
        <source>No ended game matches these choices.</source>
        <translation>Nessuna partita finita corrisponde a queste scelte.</translation>
    </message>
    <message>
        <source>No game has ended yet: each game is added here when it ends.</source>
        <translation>Nessuna partita è ancora finita: ogni partita si aggiunge qui quando finisce.</translation>
    </message>
</context>
<context>
    <name>HostCard</name>
    <message>
        <source>Show my card</source>
        <translation>Mostra la mia carta</translation>
    </message>
    <message>
        <source>Your own card; hidden by default</source>
        <translation>La tua carta; nascosta finché non la apri</translation>
    </message>
    <message>
        <source>Hide my card</source>
        <translation>Nascondi la mia carta</translation>
    </message>
</context>
<context>
    <name>Integration</name>
    <message>
        <source>Projector &amp;screen</source>
        <translation>&amp;Schermo del proiettore</translation>
    </message>
    <message>
        <source>Browse roles…</source>
        <translation>Sfoglia i ruoli…</translation>
    </message>
    <message>
        <source>Search the Moonveil catalog of roles and its themes</source>
        <translation>Cerca nel catalogo dei ruoli di Moonveil e nei suoi temi</translation>
    </message>
    <message>
        <source>Moonveil roles</source>
        <translation>Ruoli di Moonveil</translation>
    </message>
    <message>
        <source>Scan to join the table</source>
        <translation>Scansiona per unirti al tavolo</translation>
    </message>
    <message>
        <source>On a TV: {address}</source>
        <translation>Su una TV: {address}</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Maiusc+Tab</translation>
    </message>
    <message>
        <source>Next / previous control, top to bottom, left to right</source>
        <translation>Controllo successivo / precedente, dall'alto in basso e da sinistra a destra</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+lettera sottolineata</translation>
    </message>
    <message>
        <source>The menu or button with that letter</source>
        <translation>Il menu o il pulsante con quella lettera</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Frecce</translation>
    </message>
    <message>
        <source>Move between the grimoire's cells, a list's lines, a group's radio buttons</source>
        <translation>Spostarsi tra le celle del grimorio, le righe di un elenco e le opzioni di un gruppo</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>Press the focused button, tick the focused box</source>
        <translation>Premere il pulsante attivo, spuntare la casella attiva</translation>
    </message>
    <message>
        <source>Alt+Down</source>
        <translation>Alt+Giù</translation>
    </message>
    <message>
        <source>Open the focused drop-down list</source>
        <translation>Aprire l'elenco a discesa attivo</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a dialog without doing anything</source>
        <translation>Chiudere una finestra senza fare nulla</translation>
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
        <translation>Guida da tastiera</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Cosa fanno</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Scorciatoie</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Deal the &amp;roles</source>
        <translation>&amp;Distribuisci i ruoli</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>The players in seat order</source>
        <translation>I giocatori nell'ordine dei posti</translation>
    </message>
    <message>
        <source>The engine deals with its seeded random generator (Ctrl+D)</source>
        <translation>Il motore distribuisce con il suo generatore casuale a seme (Ctrl+D)</translation>
    </message>
    <message>
        <source>%s — seating</source>
        <translation>%s — posti</translation>
    </message>
    <message>
        <source>narrator</source>
        <translation>narratore</translation>
    </message>
    <message>
        <source>playing host</source>
        <translation>conduttore in gioco</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>%s · mode: %s · seed %s</source>
        <translation>%s · modalità: %s · seme %s</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (bot)</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tu)</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>All</source>
        <translation>Tutto</translation>
    </message>
    <message>
        <source>Public</source>
        <translation>Pubblico</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privato</translation>
    </message>
    <message>
        <source>Moderator</source>
        <translation>Moderatore</translation>
    </message>
    <message>
        <source>Show public, private (players and teams) or moderator lines</source>
        <translation>Mostra le righe pubbliche, private (giocatori e squadre) o del moderatore</translation>
    </message>
    <message>
        <source>Export text…</source>
        <translation>Esporta testo…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Esporta JSON…</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>The game as a timeline, the latest line last</source>
        <translation>La partita come una cronologia, l'ultima riga in fondo</translation>
    </message>
    <message>
        <source>public</source>
        <translation>pubblico</translation>
    </message>
    <message>
        <source>to %s</source>
        <translation>a %s</translation>
    </message>
    <message>
        <source>team %s</source>
        <translation>squadra %s</translation>
    </message>
    <message>
        <source>moderator</source>
        <translation>moderatore</translation>
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
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Barra dei menu</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Nuovo tavolo…</translation>
    </message>
    <message>
        <source>Seat a new table</source>
        <translation>Prepara un nuovo tavolo</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Apri partita salvata…</translation>
    </message>
    <message>
        <source>Resume or review a saved game</source>
        <translation>Riprendi o rivedi una partita salvata</translation>
    </message>
    <message>
        <source>Open saved-games &amp;file…</source>
        <translation>Apri &amp;file delle partite…</translation>
    </message>
    <message>
        <source>Use another saved-games file</source>
        <translation>Usa un altro file di partite salvate</translation>
    </message>
    <message>
        <source>&amp;Continue a game in progress…</source>
        <translation>&amp;Continua una partita in corso…</translation>
    </message>
    <message>
        <source>A game begun on paper: enter the players, their roles, who is alive and the night</source>
        <translation>Una partita iniziata su carta: inserisci i giocatori, i loro ruoli, chi è ancora in gioco e la notte</translation>
    </message>
    <message>
        <source>Saved &amp;games…</source>
        <translation>&amp;Partite salvate…</translation>
    </message>
    <message>
        <source>Every saved game, the files kept aside at start: restore, export</source>
        <translation>Tutte le partite salvate e i file messi da parte all'avvio: ripristina, esporta</translation>
    </message>
    <message>
        <source>Export log as &amp;text…</source>
        <translation>Esporta registro come &amp;testo…</translation>
    </message>
    <message>
        <source>The log as plain text</source>
        <translation>Il registro come testo semplice</translation>
    </message>
    <message>
        <source>Export log as &amp;JSON…</source>
        <translation>Esporta registro come &amp;JSON…</translation>
    </message>
    <message>
        <source>The log as structured data</source>
        <translation>Il registro come dati strutturati</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>Language, rule set, timers, phone server</source>
        <translation>Lingua, regolamento, timer, server dei telefoni</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>The game is saved; resume it next time</source>
        <translation>La partita è salvata; riprendila la prossima volta</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Undo the last action (Ctrl+Z)</source>
        <translation>Annulla l'ultima azione (Ctrl+Z)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Redo the undone action (Ctrl+Shift+Z)</source>
        <translation>Ripeti l'azione annullata (Ctrl+Maiusc+Z)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuisci</translation>
    </message>
    <message>
        <source>Deal the roles (Ctrl+D)</source>
        <translation>Distribuisci i ruoli (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Resolve…</source>
        <translation>&amp;Risolvi…</translation>
    </message>
    <message>
        <source>Preview the resolution, then announce (Ctrl+Return)</source>
        <translation>Anteprima della risoluzione, poi annuncia (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>Resolve with host &amp;override…</source>
        <translation>Risolvi &amp;forzando come conduttore…</translation>
    </message>
    <message>
        <source>Close the phase although players are missing (Ctrl+Shift+Return)</source>
        <translation>Chiudi la fase anche se mancano giocatori (Ctrl+Maiusc+Invio)</translation>
    </message>
    <message>
        <source>Let &amp;bots act</source>
        <translation>Fai agire i &amp;bot</translation>
    </message>
    <message>
        <source>Bots act now (Ctrl+B)</source>
        <translation>I bot agiscono ora (Ctrl+B)</translation>
    </message>
    <message>
        <source>Start/pause &amp;timer</source>
        <translation>Avvia/metti in pausa il &amp;timer</translation>
    </message>
    <message>
        <source>The countdown of this phase (Ctrl+T)</source>
        <translation>Il conto alla rovescia di questa fase (Ctrl+T)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Storia…</translation>
    </message>
    <message>
        <source>Every finished game: win rates per player, role and team (Ctrl+H)</source>
        <translation>Tutte le partite finite: vittorie per giocatore, ruolo e squadra (Ctrl+H)</translation>
    </message>
    <message>
        <source>&amp;Projector</source>
        <translation>&amp;Proiettore</translation>
    </message>
    <message>
        <source>The public view for a second screen (F11)</source>
        <translation>La vista pubblica per un secondo schermo (F11)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>About Moonveil Desktop</source>
        <translation>Informazioni su Moonveil Desktop</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Passo &amp;successivo</translation>
    </message>
    <message>
        <source>Tick the step you have read aloud and go to the next one</source>
        <translation>Spunta il passo che hai letto ad alta voce e passa al successivo</translation>
    </message>
    <message>
        <source>Open &amp;voting</source>
        <translation>Apri la &amp;votazione</translation>
    </message>
    <message>
        <source>Close the day and open the vote (preview first)</source>
        <translation>Chiude il giorno e apre la votazione (prima l'anteprima)</translation>
    </message>
    <message>
        <source>&amp;Keyboard help</source>
        <translation>Guida da &amp;tastiera</translation>
    </message>
    <message>
        <source>Every shortcut of the console</source>
        <translation>Tutte le scorciatoie della console</translation>
    </message>
    <message>
        <source>&amp;Grimoire</source>
        <translation>&amp;Grimorio</translation>
    </message>
    <message>
        <source>Show or hide every role (F9)</source>
        <translation>Mostra o nascondi tutti i ruoli (F9)</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Registro</translation>
    </message>
    <message>
        <source>Show or hide the log</source>
        <translation>Mostra o nascondi il registro</translation>
    </message>
    <message>
        <source>&amp;Phones</source>
        <translation>&amp;Telefoni</translation>
    </message>
    <message>
        <source>The vote opens at the end of a day.</source>
        <translation>La votazione si apre alla fine di un giorno.</translation>
    </message>
    <message>
        <source>Grimoire</source>
        <translation>Grimorio</translation>
    </message>
    <message>
        <source>My card</source>
        <translation>La mia carta</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Telefoni</translation>
    </message>
    <message>
        <source>Show or hide the phones panel</source>
        <translation>Mostra o nascondi il pannello dei telefoni</translation>
    </message>
    <message>
        <source>The phone server is not running.</source>
        <translation>Il server dei telefoni non è attivo.</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Partite salvate</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Riprendere?</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game (%s, %n player(s), %s) was found. Resume it?</source>
        <translation>
            <numerusform>È stata trovata una partita non finita (%s, %n giocatore, %s). Riprenderla?</numerusform>
            <numerusform>È stata trovata una partita non finita (%s, %n giocatori, %s). Riprenderla?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game (%s, %n player(s), day %d) was found. Resume it?</source>
        <translation>
            <numerusform>C'è una partita non finita (%s, %n giocatore, giorno %d). Riprenderla?</numerusform>
            <numerusform>C'è una partita non finita (%s, %n giocatori, giorno %d). Riprenderla?</numerusform>
        </translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Nessun tavolo</translation>
    </message>
    <message>
        <source>saved (game %d)</source>
        <translation>salvata (partita %d)</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>non salvata</translation>
    </message>
    <message>
        <source>narrator</source>
        <translation>narratore</translation>
    </message>
    <message>
        <source>playing host</source>
        <translation>conduttore in gioco</translation>
    </message>
    <message>
        <source>Resolve %s</source>
        <translation>Risolvi %s</translation>
    </message>
    <message>
        <source>No empty target or ballot takes %s now.</source>
        <translation>Nessun bersaglio o voto vuoto accetta ora %s.</translation>
    </message>
    <message>
        <source>Time is up for this phase.</source>
        <translation>Il tempo di questa fase è scaduto.</translation>
    </message>
    <message>
        <source>Open a saved-games file</source>
        <translation>Apri un file di partite salvate</translation>
    </message>
    <message>
        <source>Moonveil saved games (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Partite di Moonveil (*.sqlite3 *.sqlite *.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Impossibile aprire questo file</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>Esporta il registro</translation>
    </message>
    <message>
        <source>Log exported to %s</source>
        <translation>Registro esportato in %s</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Night falls. Everyone, close your eyes.</source>
        <extracomment>The narrator's own lines (the book's checklist holds only each step's wake-up words).</extracomment>
        <translation>Scende la notte. Tutti, chiudete gli occhi.</translation>
    </message>
    <message>
        <source>Close your eyes.</source>
        <translation>Chiudete gli occhi.</translation>
    </message>
    <message>
        <source>The night is over. Host, open your eyes and close the night; everyone else, eyes closed.</source>
        <translation>La notte è finita. Conduttore, apri gli occhi e chiudi la notte; tutti gli altri, occhi chiusi.</translation>
    </message>
    <message>
        <source>Everyone, open your eyes: dawn breaks.</source>
        <translation>Tutti, aprite gli occhi: è l'alba.</translation>
    </message>
    <message>
        <source>The day begins. Talk it over.</source>
        <translation>Comincia il giorno. Discutete.</translation>
    </message>
    <message>
        <source>Voting is open: vote on your phones.</source>
        <translation>La votazione è aperta: votate sui vostri telefoni.</translation>
    </message>
    <message>
        <source>Voting is closed.</source>
        <translation>La votazione è chiusa.</translation>
    </message>
</context>
<context>
    <name>NarrationBox</name>
    <message>
        <source>This computer has no text to speech: the narrator shows its lines as text only.</source>
        <translation>Questo computer non ha la sintesi vocale: il narratore mostra le sue frasi solo come testo.</translation>
    </message>
    <message>
        <source>No {language} voice on this computer: the lines are shown as text only.</source>
        <translation>Nessuna voce in {language} su questo computer: le frasi sono mostrate solo come testo.</translation>
    </message>
    <message>
        <source>No {language} voice on this computer: the chosen voice {voice} reads the lines.</source>
        <translation>Nessuna voce in {language} su questo computer: legge le frasi la voce scelta, {voice}.</translation>
    </message>
    <message>
        <source>{language}: {voice}</source>
        <translation>{language}: {voice}</translation>
    </message>
    <message>
        <source>Narrated night</source>
        <translation>Notte narrata</translation>
    </message>
    <message>
        <source>Language of the voice</source>
        <translation>Lingua della voce</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voce</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Pause between steps</source>
        <translation>Pausa tra i passi</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Suoni</translation>
    </message>
    <message>
        <source>Shortest pause between steps, in seconds</source>
        <translation>Pausa più breve tra i passi, in secondi</translation>
    </message>
    <message>
        <source>Longest pause between steps, in seconds</source>
        <translation>Pausa più lunga tra i passi, in secondi</translation>
    </message>
    <message>
        <source>The console's language</source>
        <translation>La lingua della console</translation>
    </message>
    <message>
        <source>Look for voices</source>
        <translation>Cerca voci</translation>
    </message>
    <message>
        <source>Ask the system which voices it has (this may take a moment)</source>
        <translation>Chiedere al sistema quali voci ha (può richiedere un momento)</translation>
    </message>
    <message>
        <source>How fast the voice reads: Normal is the voice's own speed, up to 10 steps slower or faster</source>
        <translation>Velocità di lettura della voce: Normale è la velocità propria della voce; fino a 10 passi più lenta o più veloce</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>from </source>
        <translation>da </translation>
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
        <translation>Dopo un passo, una pausa casuale in questo intervallo prima del successivo</translation>
    </message>
    <message>
        <source>Mute the night, dawn and countdown sounds</source>
        <translation>Silenzia i suoni di notte, alba e conto alla rovescia</translation>
    </message>
    <message>
        <source>Automatic: a voice of the table's language</source>
        <translation>Automatica: una voce della lingua del tavolo</translation>
    </message>
    <message>
        <source>Press “Look for voices” to see which languages this computer can speak.</source>
        <translation>Premi «Cerca voci» per vedere quali lingue sa parlare questo computer.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Faster +{steps}</source>
        <translation>Più veloce +{steps}</translation>
    </message>
    <message>
        <source>Slower −{steps}</source>
        <translation>Più lento −{steps}</translation>
    </message>
    <message>
        <source>Silent</source>
        <translation>Muto</translation>
    </message>
</context>
<context>
    <name>NarratorBar</name>
    <message>
        <source>Narrator</source>
        <translation>Narratore</translation>
    </message>
    <message>
        <source>Pause narration</source>
        <translation>Metti in pausa la narrazione</translation>
    </message>
    <message>
        <source>Start narration</source>
        <translation>Avvia la narrazione</translation>
    </message>
    <message>
        <source>The laptop reads the night aloud (Space while this bar has focus)</source>
        <translation>Il portatile legge la notte ad alta voce (Spazio quando questa barra ha il focus)</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Say the last line again (R)</source>
        <translation>Ripeti l'ultima frase (R)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Passo successivo</translation>
    </message>
    <message>
        <source>Call the next step now (Right arrow)</source>
        <translation>Chiama subito il passo successivo (freccia destra)</translation>
    </message>
    <message>
        <source>&amp;Narrator</source>
        <translation>&amp;Narratore</translation>
    </message>
    <message>
        <source>Show the narrator bar and give it the keyboard (F7)</source>
        <translation>Mostra la barra del narratore e dalle la tastiera (F7)</translation>
    </message>
    <message>
        <source>Mute sounds</source>
        <translation>Silenzia i suoni</translation>
    </message>
    <message>
        <source>No night, dawn or countdown sounds; the voice still speaks</source>
        <translation>Niente suoni di notte, alba o conto alla rovescia; la voce continua a parlare</translation>
    </message>
    <message>
        <source>The narrator is silent. Start narration to read the night aloud.</source>
        <translation>Il narratore è in silenzio. Avvia la narrazione per leggere la notte ad alta voce.</translation>
    </message>
</context>
<context>
    <name>NetworkHint</name>
    <message>
        <source>This laptop is not on any network, so phones cannot reach it. Join the Wi-Fi that the players' phones use (or turn on a phone's hotspot and join that), then restart Moonveil Desktop.</source>
        <translation>Questo portatile non è collegato a nessuna rete, quindi i telefoni non possono raggiungerlo. Collegalo al Wi-Fi usato dai telefoni dei giocatori (oppure attiva l'hotspot di un telefono e collegati a quello), poi riavvia Moonveil Desktop.</translation>
    </message>
    <message>
        <source>Phones cannot connect: the phone server listens on this laptop only (%s). In Settings, choose this laptop's network address as the phone server interface, then restart Moonveil Desktop.</source>
        <translation>I telefoni non possono collegarsi: il server dei telefoni ascolta solo su questo portatile (%s). In Impostazioni, scegli l'indirizzo di rete di questo portatile come interfaccia del server dei telefoni, poi riavvia Moonveil Desktop.</translation>
    </message>
    <message>
        <source>Phones must be on the same Wi-Fi as this laptop.</source>
        <translation>I telefoni devono essere sullo stesso Wi-Fi di questo portatile.</translation>
    </message>
    <message>
        <source>If Windows asks whether to allow Moonveil Desktop on networks, tick Private networks and choose Allow.</source>
        <translation>Se Windows chiede se consentire Moonveil Desktop sulle reti, spunta Reti private e scegli Consenti.</translation>
    </message>
    <message>
        <source>If macOS asks whether Moonveil Desktop may "accept incoming network connections", choose Allow.</source>
        <translation>Se macOS chiede se Moonveil Desktop può «accettare connessioni di rete in entrata», scegli Consenti.</translation>
    </message>
    <message>
        <source>If this laptop runs a firewall, let it accept connections on port %d.</source>
        <translation>Se questo portatile ha un firewall, lascia che accetti connessioni sulla porta %d.</translation>
    </message>
    <message>
        <source>If phones still cannot open the page, the Wi-Fi may keep devices apart (guest networks often do): turn on a phone's hotspot and join it with the laptop and the other phones.</source>
        <translation>Se i telefoni non riescono ancora ad aprire la pagina, il Wi-Fi potrebbe isolare i dispositivi (le reti ospiti spesso lo fanno): attiva l'hotspot di un telefono e collega a quello il portatile e gli altri telefoni.</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <source>New table</source>
        <translation>Nuovo tavolo</translation>
    </message>
    <message>
        <source>The rules this table plays by</source>
        <translation>Le regole con cui gioca questo tavolo</translation>
    </message>
    <message>
        <source>The same seed and the same actions always give the same game</source>
        <translation>Lo stesso seme e le stesse azioni danno sempre la stessa partita</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nome del giocatore</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>Aggiungi bot</translation>
    </message>
    <message>
        <source>A bot plays an empty seat using only what its own card shows</source>
        <translation>Un bot occupa un posto vuoto e usa solo ciò che mostra la sua carta</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove the selected seat</source>
        <translation>Togli il posto selezionato</translation>
    </message>
    <message>
        <source>Seat order: drag a name to move it</source>
        <translation>Ordine dei posti: trascina un nome per spostarlo</translation>
    </message>
    <message>
        <source>Narrator: I know everything and enter the actions</source>
        <translation>Narratore: so tutto e inserisco le azioni</translation>
    </message>
    <message>
        <source>Playing host: I hold a card too; actions come from phones</source>
        <translation>Conduttore in gioco: ho anch'io una carta; le azioni arrivano dai telefoni</translation>
    </message>
    <message>
        <source>Which seat is yours</source>
        <translation>Qual è il tuo posto</translation>
    </message>
    <message>
        <source>Why the table cannot be seated</source>
        <translation>Perché il tavolo non può essere preparato</translation>
    </message>
    <message>
        <source>Seat the table</source>
        <translation>Prepara il tavolo</translation>
    </message>
    <message>
        <source>&amp;Balance…</source>
        <translation>&amp;Equilibrio…</translation>
    </message>
    <message>
        <source>Who wins this table when bots play it many times</source>
        <translation>Chi vince a questo tavolo quando i bot lo giocano molte volte</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Tavoli salvati</translation>
    </message>
    <message>
        <source>Saved tables: rule set, options and seats</source>
        <translation>Tavoli salvati: regolamento, opzioni e posti</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <source>Load the preset</source>
        <translation>Carica il tavolo salvato</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <source>Save this table as a preset</source>
        <translation>Salva questo tavolo per un'altra volta</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Rinomina…</translation>
    </message>
    <message>
        <source>Rename the preset</source>
        <translation>Rinomina il tavolo salvato</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Delete the preset</source>
        <translation>Elimina il tavolo salvato</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>%d seats (this rule set plays with %d to %d)</source>
        <translation>%d posti (questo regolamento si gioca da %d a %d)</translation>
    </message>
    <message>
        <source>Advanced options are not valid JSON: %s</source>
        <translation>Le opzioni avanzate non sono JSON valido: %s</translation>
    </message>
    <message>
        <source>Type a name for the preset</source>
        <translation>Scrivi un nome per il tavolo salvato</translation>
    </message>
    <message>
        <source>A preset called %s already exists</source>
        <translation>Esiste già un tavolo salvato chiamato %s</translation>
    </message>
    <message>
        <source>There is no preset called %s</source>
        <translation>Non c'è nessun tavolo salvato chiamato %s</translation>
    </message>
    <message>
        <source>Save as a preset</source>
        <translation>Salva come tavolo</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Nome del tavolo salvato:</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nuovo nome:</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Advanced: edit as JSON</source>
        <translation>Avanzate: modifica come JSON</translation>
    </message>
    <message>
        <source>The options as JSON</source>
        <translation>Le opzioni in JSON</translation>
    </message>
    <message>
        <source>The same options as the form above; edits here change the form</source>
        <translation>Le stesse opzioni del modulo qui sopra; le modifiche qui cambiano il modulo</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Il tuo posto</translation>
    </message>
    <message>
        <source>&amp;Rule set</source>
        <translation>&amp;Regolamento</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;eme</translation>
    </message>
    <message>
        <source>%s (bot)</source>
        <translation>%s (bot)</translation>
    </message>
    <message>
        <source>the options are one JSON object: {...}</source>
        <translation>le opzioni sono un oggetto JSON: {...}</translation>
    </message>
    <message>
        <source>Type a name first</source>
        <translation>Scrivi prima un nome</translation>
    </message>
    <message>
        <source>The name %s is already taken</source>
        <translation>Il nome %s è già preso</translation>
    </message>
    <message>
        <source>Bot %d</source>
        <translation>Bot %d</translation>
    </message>
    <message>
        <source>Playing host: choose your seat (a person, not a bot)</source>
        <translation>Conduttore in gioco: scegli il tuo posto (una persona, non un bot)</translation>
    </message>
    <message>
        <source>Discard this table? The seats and options you entered will be lost.</source>
        <translation>Scartare questo tavolo? I posti e le opzioni che hai inserito andranno persi.</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Continua a modificare</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
</context>
<context>
    <name>NoteDialog</name>
    <message>
        <source>Note on %s</source>
        <translation>Nota su %s</translation>
    </message>
    <message>
        <source>Only you see this note, in the grimoire; it is saved with the game (at most %d characters).</source>
        <translation>Solo tu vedi questa nota, nel grimorio; è salvata con la partita (al massimo %d caratteri).</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Ultima giocata</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>danneggiata</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Giorno</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finita</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>No saved game yet.</source>
        <translation>Ancora nessuna partita salvata.</translation>
    </message>
</context>
<context>
    <name>OptionForm</name>
    <message>
        <source>Automatic</source>
        <translation>Automatico</translation>
    </message>
    <message>
        <source>Minutes and seconds; 00:00: no limit</source>
        <translation>Minuti e secondi; 00:00: nessun limite</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>The book's cards for this table</source>
        <translation>Le carte del regolamento per questo tavolo</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>Ancora nessuna carta</translation>
    </message>
    <message>
        <source>Choose my own cards</source>
        <translation>Scelgo io le carte</translation>
    </message>
    <message>
        <source>Choose cards…</source>
        <translation>Scegli le carte…</translation>
    </message>
</context>
<context>
    <name>PhasePage</name>
    <message>
        <source>See what will happen, then announce it (Ctrl+Return)</source>
        <translation>Guarda cosa succederà, poi annuncialo (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>%s — %s</source>
        <translation>%s — %s</translation>
    </message>
    <message>
        <source>&amp;Resolve %s…</source>
        <translation>&amp;Risolvi %s…</translation>
    </message>
    <message>
        <source>Everyone has acted: you may resolve.</source>
        <translation>Tutti hanno agito: puoi risolvere.</translation>
    </message>
    <message>
        <source>Waiting for: %s</source>
        <translation>In attesa di: %s</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)</source>
        <translation>
            <numerusform>In attesa di %n giocatore</numerusform>
            <numerusform>In attesa di %n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Your actions are hidden with your card: press “Show my card” when nobody else can see.</source>
        <translation>Le tue azioni sono nascoste con la tua carta: premi «Mostra la mia carta» quando nessun altro può vedere.</translation>
    </message>
    <message>
        <source>Your actions</source>
        <translation>Le tue azioni</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Azioni</translation>
    </message>
    <message>
        <source>Nothing to enter in this phase: resolve it when ready.</source>
        <translation>Niente da inserire in questa fase: risolvila quando tutto è pronto.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source> (eliminated)</source>
        <translation> (fuori gioco)</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— scegli —</translation>
    </message>
    <message>
        <source>Nobody has to act in this phase: close it when the village is ready.</source>
        <translation>Nessuno deve agire in questa fase: chiudila quando il villaggio è pronto.</translation>
    </message>
    <message>
        <source>— role —</source>
        <translation>— ruolo —</translation>
    </message>
    <message>
        <source> (sheriff)</source>
        <translation> (sceriffo)</translation>
    </message>
</context>
<context>
    <name>PhaseTimer</name>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Start or pause the countdown (Ctrl+T)</source>
        <translation>Avvia o metti in pausa il conto alla rovescia (Ctrl+T)</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <source>Back to the full time of this phase</source>
        <translation>Torna al tempo pieno di questa fase</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Timer</translation>
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
        <translation>Notte %s</translation>
    </message>
    <message>
        <source>Day %s</source>
        <translation>Giorno %s</translation>
    </message>
    <message>
        <source>Vote of day %s</source>
        <translation>Votazione del giorno %s</translation>
    </message>
    <message>
        <source>Before the game</source>
        <translation>Prima della partita</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fine partita</translation>
    </message>
</context>
<context>
    <name>PhoneLink</name>
    <message>
        <source>A computer player cannot be the host.</source>
        <translation>Un bot non può essere il conduttore.</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>Nessun tavolo è aperto.</translation>
    </message>
    <message>
        <source>Playing host: choose your seat first.</source>
        <translation>Conduttore in gioco: scegli prima il tuo posto.</translation>
    </message>
    <message>
        <source>The roles could not be dealt.</source>
        <translation>Non è stato possibile distribuire i ruoli.</translation>
    </message>
</context>
<context>
    <name>PhoneErrors</name>
    <message>
        <source>The body is not UTF-8 text (byte {position} is not).</source>
        <translation>Il corpo della richiesta non è testo UTF-8 (il byte {position} non lo è).</translation>
    </message>
    <message>
        <source>The body is not valid JSON (line {line}, column {column}).</source>
        <translation>Il corpo della richiesta non è JSON valido (riga {line}, colonna {column}).</translation>
    </message>
    <message>
        <source>The body is nested too deeply.</source>
        <translation>Il corpo della richiesta ha troppi livelli di annidamento.</translation>
    </message>
    <message>
        <source>The body must be a JSON object.</source>
        <translation>Il corpo della richiesta deve essere un oggetto JSON.</translation>
    </message>
    <message>
        <source>The body could not be read: it was cut short or its Content-Encoding is broken.</source>
        <translation>Impossibile leggere il corpo della richiesta: è arrivato troncato o il suo Content-Encoding è danneggiato.</translation>
    </message>
    <message>
        <source>'{field}' must name an ability: a non-empty string.</source>
        <translation>«{field}» deve indicare un'abilità: un testo non vuoto.</translation>
    </message>
    <message>
        <source>'{field}' must be a list of seat numbers.</source>
        <translation>«{field}» deve essere un elenco di numeri di posto.</translation>
    </message>
    <message>
        <source>Each item of '{field}' must be a seat number (a whole number).</source>
        <translation>Ogni elemento di «{field}» deve essere un numero di posto (un numero intero).</translation>
    </message>
    <message>
        <source>'{field}' must be the name of an option (a string) or null.</source>
        <translation>«{field}» deve essere il nome di un'opzione (un testo) o null.</translation>
    </message>
    <message>
        <source>'{field}' is missing: send a seat number, the name of an option, or null to abstain.</source>
        <translation>Manca «{field}»: invia un numero di posto, il nome di un'opzione o null per astenerti.</translation>
    </message>
    <message>
        <source>'{field}' must be a seat number, the name of an option, or null to abstain.</source>
        <translation>«{field}» deve essere un numero di posto, il nome di un'opzione o null per astenerti.</translation>
    </message>
    <message>
        <source>The body is too large: at most {limit} bytes.</source>
        <translation>Il corpo della richiesta è troppo grande: al massimo {limit} byte.</translation>
    </message>
    <message>
        <source>The request is too large.</source>
        <translation>La richiesta è troppo grande.</translation>
    </message>
    <message>
        <source>The body must be sent as application/json.</source>
        <translation>Il corpo della richiesta deve essere inviato come application/json.</translation>
    </message>
    <message>
        <source>The body arrived too slowly. Try again.</source>
        <translation>Il corpo della richiesta è arrivato troppo lentamente. Riprova.</translation>
    </message>
    <message>
        <source>The request could not be read.</source>
        <translation>Impossibile leggere la richiesta.</translation>
    </message>
    <message>
        <source>This address does not take this kind of request.</source>
        <translation>Questo indirizzo non accetta questo tipo di richiesta.</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Non trovato</translation>
    </message>
    <message>
        <source>This server does not answer to that name.</source>
        <translation>Questo server non risponde a quel nome.</translation>
    </message>
    <message>
        <source>Requests from other sites are refused.</source>
        <translation>Le richieste da altri siti vengono rifiutate.</translation>
    </message>
    <message>
        <source>At this table the narrator enters every action: your phone only shows your card.</source>
        <translation>A questo tavolo il narratore inserisce tutte le azioni: il tuo telefono mostra solo la tua carta.</translation>
    </message>
    <message>
        <source>The moderator's laptop could not save this, so it did not happen. Try again in a moment.</source>
        <translation>Il portatile del moderatore non è riuscito a salvarlo, quindi non è avvenuto. Riprova tra un momento.</translation>
    </message>
    <message>
        <source>The moderator's laptop is not answering, so nothing was done. Try again in a moment.</source>
        <translation>Il portatile del moderatore non risponde, quindi non è stato fatto nulla. Riprova tra un momento.</translation>
    </message>
    <message>
        <source>The phone server could not answer this request. Try again in a moment.</source>
        <translation>Il server dei telefoni non è riuscito a rispondere a questa richiesta. Riprova tra un momento.</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <source>Your card</source>
        <translation>La tua carta</translation>
    </message>
    <message>
        <source>Hold to reveal</source>
        <translation>Tieni premuto per vedere</translation>
    </message>
    <message>
        <source>Your card stays hidden while you do not hold the button.</source>
        <translation>La tua carta resta nascosta finché non tieni premuto il pulsante.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>What you do</source>
        <translation>Cosa fai</translation>
    </message>
    <message>
        <source>Teammates</source>
        <translation>Compagni</translation>
    </message>
    <message>
        <source>Uses left</source>
        <translation>Usi rimasti</translation>
    </message>
    <message>
        <source>Your groups</source>
        <translation>I tuoi gruppi</translation>
    </message>
    <message>
        <source>What only you know</source>
        <translation>Ciò che sai solo tu</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Waiting for the deal…</source>
        <translation>In attesa della distribuzione…</translation>
    </message>
    <message>
        <source>You have been eliminated.</source>
        <translation>Ti hanno eliminato.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fine partita</translation>
    </message>
    <message>
        <source>The village</source>
        <translation>Il villaggio</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori gioco</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Annunci</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>La tua mossa</translation>
    </message>
    <message>
        <source>Open my actions</source>
        <translation>Apri le mie azioni</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Nascondi</translation>
    </message>
    <message>
        <source>Nothing to do right now.</source>
        <translation>Niente da fare per ora.</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Scegli</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Send this?</source>
        <translation>Inviare?</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Inviato</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>La tua scelta</translation>
    </message>
    <message>
        <source>You may change it until the phase closes.</source>
        <translation>Puoi cambiarlo finché la fase non si chiude.</translation>
    </message>
    <message>
        <source>Your vote</source>
        <translation>Il tuo voto</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Astieniti</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rifiutato</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n player(s).</source>
        <translation>
            <numerusform>Scegli %n giocatore.</numerusform>
            <numerusform>Scegli %n giocatori.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick one.</source>
        <translation>Scegline una.</translation>
    </message>
    <message>
        <source>Name one pair or more. A player may be in one pair only.</source>
        <translation>Nomina una coppia o più. Un giocatore può stare in una sola coppia.</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Coppia {number}</translation>
    </message>
    <message>
        <source>Pair {number}, player {position}</source>
        <translation>Coppia {number}, giocatore {position}</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— scegli —</translation>
    </message>
    <message>
        <source>Add a pair</source>
        <translation>Aggiungi una coppia</translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation>Togli questa coppia</translation>
    </message>
    <message>
        <source>Named on earlier nights, never again:</source>
        <translation>Nominate nelle notti precedenti, mai più:</translation>
    </message>
    <message numerus="yes">
        <source>Your message (up to %n character(s)):</source>
        <translation>
            <numerusform>Il tuo messaggio (fino a %n carattere):</numerusform>
            <numerusform>Il tuo messaggio (fino a %n caratteri):</numerusform>
        </translation>
    </message>
    <message>
        <source>Connection lost — retrying…</source>
        <translation>Connessione persa — nuovo tentativo…</translation>
    </message>
    <message>
        <source>This link no longer works. Ask the host for a new code.</source>
        <translation>Questo link non funziona più. Chiedi un nuovo codice al conduttore.</translation>
    </message>
    <message>
        <source>Open my card again</source>
        <translation>Riapri la mia carta</translation>
    </message>
    <message>
        <source>Sent ✓ — hold the button to see what</source>
        <translation>Inviato ✓ — tieni premuto il pulsante per vedere cosa</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Before the game</source>
        <translation>Prima della partita</translation>
    </message>
    <message>
        <source>Night {number}</source>
        <translation>Notte {number}</translation>
    </message>
    <message>
        <source>Day {number}</source>
        <translation>Giorno {number}</translation>
    </message>
    <message>
        <source>Vote, day {number}</source>
        <translation>Votazione, giorno {number}</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>Unisciti al tavolo</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Take a seat</source>
        <translation>Siediti</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Codice del tavolo</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Vai</translation>
    </message>
    <message>
        <source>This code does not open a table. Check it on the big screen.</source>
        <translation>Questo codice non apre nessun tavolo. Controllalo sul grande schermo.</translation>
    </message>
    <message>
        <source>Waiting for the game</source>
        <translation>In attesa della partita</translation>
    </message>
    <message>
        <source>You are seated as</source>
        <translation>Sei al tavolo come</translation>
    </message>
    <message>
        <source>I'm ready</source>
        <translation>Tutto pronto</translation>
    </message>
    <message>
        <source>Not ready yet</source>
        <translation>Non è ancora tutto pronto</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>tutto pronto</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>non ancora</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>The game starts when everyone is ready. Keep this page open: it turns into your card.</source>
        <translation>La partita inizia quando tutti sono pronti. Tieni aperta questa pagina: diventerà la tua carta.</translation>
    </message>
    <message>
        <source>Please enter a name.</source>
        <translation>Inserisci un nome.</translation>
    </message>
    <message>
        <source>This name is too long.</source>
        <translation>Questo nome è troppo lungo.</translation>
    </message>
    <message>
        <source>This name contains characters that cannot be shown.</source>
        <translation>Questo nome contiene caratteri che non si possono mostrare.</translation>
    </message>
    <message>
        <source>Someone at this table already has this name.</source>
        <translation>Qualcuno a questo tavolo ha già questo nome.</translation>
    </message>
    <message>
        <source>This name looks too much like someone else's at this table.</source>
        <translation>Questo nome somiglia troppo a quello di qualcun altro a questo tavolo.</translation>
    </message>
    <message>
        <source>Names like this are kept for computer players.</source>
        <translation>Nomi come questo sono riservati ai bot.</translation>
    </message>
    <message>
        <source>Too many accents on one letter.</source>
        <translation>Troppi accenti su una lettera.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Il tavolo è pieno.</translation>
    </message>
    <message>
        <source>This table is not taking new players.</source>
        <translation>Questo tavolo non accetta nuovi giocatori.</translation>
    </message>
    <message>
        <source>Computer players can only be added before the start.</source>
        <translation>I bot si possono aggiungere solo prima dell'inizio.</translation>
    </message>
    <message>
        <source>This phone is not seated at the table.</source>
        <translation>Questo telefono non ha un posto al tavolo.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Quel posto non esiste.</translation>
    </message>
    <message>
        <source>A game needs {least} to {most} players.</source>
        <translation>Una partita richiede da {least} a {most} giocatori.</translation>
    </message>
    <message>
        <source>Waiting for: {names}</source>
        <translation>In attesa di: {names}</translation>
    </message>
    <message>
        <source>You are not in this game.</source>
        <translation>Non sei in questa partita.</translation>
    </message>
    <message>
        <source>The host started a new game without your seat.</source>
        <translation>Il conduttore ha iniziato una nuova partita senza il tuo posto.</translation>
    </message>
    <message>
        <source>Who was who</source>
        <translation>Chi era chi</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Vincitori</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ha vinto</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>sceriffo</translation>
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
        <translation>Unisciti</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>TV</source>
        <translation>TV</translation>
    </message>
    <message>
        <source>Scan to join this table, or open the address and type the code:</source>
        <translation>Scansiona per unirti a questo tavolo, oppure apri l'indirizzo e digita il codice:</translation>
    </message>
    <message>
        <source>Name of a player without a phone</source>
        <translation>Nome di un giocatore senza telefono</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>The players who joined, in seat order</source>
        <translation>I giocatori che si sono uniti, nell'ordine dei posti</translation>
    </message>
    <message>
        <source>Connected phones</source>
        <translation>Telefoni connessi</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rinomina</translation>
    </message>
    <message>
        <source>Move the seat up</source>
        <translation>Sposta il posto in su</translation>
    </message>
    <message>
        <source>Move the seat down</source>
        <translation>Sposta il posto in giù</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>Aggiungi bot</translation>
    </message>
    <message>
        <source>This is me</source>
        <translation>Sono io</translation>
    </message>
    <message>
        <source>Playing host: the selected seat is yours (the laptop or your phone)</source>
        <translation>Conduttore in gioco: il posto selezionato è il tuo (il portatile o il tuo telefono)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Close the join and deal the roles</source>
        <translation>Chiudi le iscrizioni e distribuisci i ruoli</translation>
    </message>
    <message>
        <source>Start anyway</source>
        <translation>Inizia comunque</translation>
    </message>
    <message>
        <source>Start although some phones are not ready</source>
        <translation>Inizia anche se alcuni telefoni non sono pronti</translation>
    </message>
    <message>
        <source>Revoke this phone</source>
        <translation>Revoca questo telefono</translation>
    </message>
    <message>
        <source>A new code for the selected seat; the old page stops at once</source>
        <translation>Un nuovo codice per il posto selezionato; la vecchia pagina smette subito di funzionare</translation>
    </message>
    <message>
        <source>Print sheet…</source>
        <translation>Stampa foglio…</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Schermo intero</translation>
    </message>
    <message>
        <source>One code at a time on the whole screen, to pass the laptop around (Esc)</source>
        <translation>Un codice alla volta a tutto schermo, per passare il portatile (Esc)</translation>
    </message>
    <message>
        <source>Open this address on a TV's browser to show the public table:</source>
        <translation>Apri questo indirizzo nel browser di una TV per mostrare il tavolo pubblico:</translation>
    </message>
    <message>
        <source>● Server is up: %s</source>
        <translation>● Server attivo: %s</translation>
    </message>
    <message>
        <source>○ The phone server could not start: %s</source>
        <translation>○ Impossibile avviare il server dei telefoni: %s</translation>
    </message>
    <message>
        <source>○ The phone server is not running.</source>
        <translation>○ Il server dei telefoni non è attivo.</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>phone</source>
        <translation>telefono</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>pronto ✓</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>non pronto</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>a mano</translation>
    </message>
    <message>
        <source>host</source>
        <translation>conduttore</translation>
    </message>
    <message>
        <source>The join is closed.</source>
        <translation>Le iscrizioni sono chiuse.</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>Nessun tavolo è aperto.</translation>
    </message>
    <message>
        <source>%d seated; this rule set needs %d to %d players.</source>
        <translation>%d seduti; questo regolamento richiede da %d a %d giocatori.</translation>
    </message>
    <message>
        <source>Waiting for: %s</source>
        <translation>In attesa di: %s</translation>
    </message>
    <message>
        <source>Everyone is ready.</source>
        <translation>Tutti sono pronti.</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>● connesso</translation>
    </message>
    <message>
        <source>○ no phone</source>
        <translation>○ nessun telefono</translation>
    </message>
    <message>
        <source>Save the sheet of phone codes</source>
        <translation>Salva il foglio dei codici per i telefoni</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Moonveil — phone codes</source>
        <translation>Moonveil — codici per i telefoni</translation>
    </message>
    <message>
        <source>The game has begun: nobody joins now. Each player's card is on the Cards tab.</source>
        <translation>La partita è iniziata: ora non si entra più. La carta di ogni giocatore è nella scheda Carte.</translation>
    </message>
    <message>
        <source>TV code</source>
        <translation>Codice della TV</translation>
    </message>
    <message>
        <source>The code in the TV's address: any case, with or without the dash</source>
        <translation>Il codice nell'indirizzo della TV: maiuscole o minuscole, con o senza trattino</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Resolve: preview</source>
        <translation>Risolvi: anteprima</translation>
    </message>
    <message>
        <source>Still waiting for: %s. Announcing closes the phase with a host override (logged publicly).</source>
        <translation>Si attende ancora: %s. Annunciare chiude la fase forzandola come conduttore (registrato pubblicamente).</translation>
    </message>
    <message>
        <source>Why (moderator only)</source>
        <translation>Perché (solo il moderatore)</translation>
    </message>
    <message>
        <source>Private results</source>
        <translation>Risultati privati</translation>
    </message>
    <message>
        <source>The village will hear</source>
        <translation>Il villaggio sentirà</translation>
    </message>
    <message>
        <source>Nothing is announced to the village at this step.</source>
        <translation>Nulla viene annunciato al villaggio in questo passo.</translation>
    </message>
    <message>
        <source>&amp;Announce</source>
        <translation>Annun&amp;cia</translation>
    </message>
    <message>
        <source>Commit this resolution (it can be undone with Ctrl+Z)</source>
        <translation>Conferma questa risoluzione (si può annullare con Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>Night {number}</source>
        <translation>Notte {number}</translation>
    </message>
    <message>
        <source>Day {number}</source>
        <translation>Giorno {number}</translation>
    </message>
    <message>
        <source>Vote — day {number}</source>
        <translation>Votazione — giorno {number}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fine partita</translation>
    </message>
    <message>
        <source>{title} — {page} of {pages}</source>
        <translation>{title} — {page} di {pages}</translation>
    </message>
    <message>
        <source>Waiting for the deal</source>
        <translation>In attesa della distribuzione</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>fuori</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>Ready: {done} of {total}</source>
        <translation>Pronti: {done} su {total}</translation>
    </message>
    <message>
        <source>✓ ready</source>
        <translation>✓ tutto pronto</translation>
    </message>
    <message>
        <source>… waiting</source>
        <translation>… in attesa</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Voti</translation>
    </message>
    <message>
        <source>Votes of day {number}</source>
        <translation>Voti del giorno {number}</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Astensione</translation>
    </message>
    <message>
        <source>{name} ({weight})</source>
        <translation>{name} ({weight})</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Total {total} · more than {threshold} needed</source>
        <translation>Totale {total} · ne servono più di {threshold}</translation>
    </message>
    <message>
        <source>On the stand</source>
        <translation>Sul banco degli imputati</translation>
    </message>
    <message>
        <source>Winners: {names}</source>
        <translation>Vincitori: {names}</translation>
    </message>
    <message>
        <source>Draw — nobody wins</source>
        <translation>Pareggio — non vince nessuno</translation>
    </message>
    <message>
        <source>How the game went</source>
        <translation>Com'è andata la partita</translation>
    </message>
    <message>
        <source>Every role</source>
        <translation>Tutti i ruoli</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} giocatori</translation>
    </message>
    <message>
        <source>{count} alive</source>
        <translation>{count} in gioco</translation>
    </message>
    <message>
        <source>The moderator's laptop is not answering: this screen may be out of date.</source>
        <translation>Il portatile del moderatore non risponde: questo schermo potrebbe non essere aggiornato.</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Tempo scaduto!</translation>
    </message>
    <message>
        <source>The night is quiet so far.</source>
        <translation>Per ora la notte è tranquilla.</translation>
    </message>
    <message>
        <source>✓ voted</source>
        <translation>✓ ha votato</translation>
    </message>
    <message>
        <source>… voting</source>
        <translation>… sta votando</translation>
    </message>
    <message>
        <source>★ winner</source>
        <translation>★ vittoria</translation>
    </message>
    <message>
        <source>Voted: {done} of {total}</source>
        <translation>Hanno votato: {done} su {total}</translation>
    </message>
    <message>
        <source>Accusations</source>
        <translation>Accuse</translation>
    </message>
    <message>
        <source>Debate</source>
        <translation>Dibattito</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Difesa</translation>
    </message>
    <message>
        <source>Judgment</source>
        <translation>Giudizio</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Spareggio</translation>
    </message>
    <message>
        <source>Sanction</source>
        <translation>Sanzione</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Alba</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussione</translation>
    </message>
    <message>
        <source>Discontent</source>
        <translation>Malcontento</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Votazione</translation>
    </message>
    <message>
        <source>Run-off</source>
        <translation>Ballottaggio</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
    <message>
        <source>Sheriff candidates</source>
        <translation>Candidati sceriffo</translation>
    </message>
    <message>
        <source>Sheriff candidates withdraw</source>
        <translation>Ritiro dei candidati sceriffo</translation>
    </message>
    <message>
        <source>Sheriff election</source>
        <translation>Elezione dello sceriffo</translation>
    </message>
    <message>
        <source>Sheriff run-off</source>
        <translation>Ballottaggio dello sceriffo</translation>
    </message>
    <message>
        <source>Night actions</source>
        <translation>Azioni notturne</translation>
    </message>
    <message>
        <source>The Witch</source>
        <translation>La strega</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Prestigio</translation>
    </message>
    <message>
        <source>This is not the table's TV address</source>
        <translation>Questo non è l'indirizzo TV del tavolo</translation>
    </message>
    <message>
        <source>Check the code after /tv/: it is on the moderator's laptop (Phones, TV tab) and on the projector's join card.</source>
        <translation>Controlla il codice dopo /tv/: è sul portatile del moderatore (Telefoni, scheda TV) e sulla scheda per unirsi del proiettore.</translation>
    </message>
    <message>
        <source>{step}, day {number}</source>
        <translation>{step}, giorno {number}</translation>
    </message>
    <message>
        <source>Sheriff</source>
        <translation>Sceriffo</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Moonveil — projector</source>
        <translation>Moonveil — proiettore</translation>
    </message>
</context>
<context>
    <name>QrView</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Precedente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Successivo ▶</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Mostra tutti</translation>
    </message>
    <message>
        <source>One at a time</source>
        <translation>Uno alla volta</translation>
    </message>
    <message>
        <source>Phone codes</source>
        <translation>Codici per i telefoni</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>Game type</source>
        <translation>Tipo di partita</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Veggente</translation>
    </message>
    <message>
        <source>Guardian</source>
        <translation>Guardiano</translation>
    </message>
    <message>
        <source>Maximum days (0: no limit)</source>
        <translation>Giorni massimi (0: nessun limite)</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Votazione</translation>
    </message>
    <message>
        <source>How the cards are chosen</source>
        <translation>Come si scelgono le carte</translation>
    </message>
    <message>
        <source>A classic mix</source>
        <translation>Un mix classico</translation>
    </message>
    <message>
        <source>My own cards</source>
        <translation>Le mie carte</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Roles that play well together, for a range of table sizes</source>
        <translation>Ruoli che funzionano bene insieme, per un intervallo di numeri di giocatori</translation>
    </message>
    <message>
        <source>My own theme</source>
        <translation>Il mio tema</translation>
    </message>
    <message>
        <source>The special roles the draw picks from, instead of the theme's</source>
        <translation>I ruoli speciali tra cui si sorteggia, al posto di quelli del tema</translation>
    </message>
    <message>
        <source>Classic mix</source>
        <translation>Mix classico</translation>
    </message>
    <message>
        <source>A saved classic setup</source>
        <translation>Una configurazione classica salvata</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Lupi</translation>
    </message>
    <message>
        <source>How many Wolves; Automatic: a quarter of the table</source>
        <translation>Quanti lupi; Automatico: un quarto del tavolo</translation>
    </message>
    <message>
        <source>Advanced roles</source>
        <translation>Ruoli avanzati</translation>
    </message>
    <message>
        <source>Catalog roles added to the classic cards, each once</source>
        <translation>Ruoli del catalogo aggiunti alle carte classiche, ognuno una volta</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Exactly one card per seat</source>
        <translation>Esattamente una carta per posto</translation>
    </message>
    <message>
        <source>Maximum days</source>
        <translation>Giorni massimi</translation>
    </message>
    <message>
        <source>The game ends in a draw after this day</source>
        <translation>La partita finisce in parità dopo questo giorno</translation>
    </message>
    <message>
        <source>Strict majority: banished with more than half of all ballot weight.
Most votes: the player named most is banished; a tie is drawn by lot.</source>
        <translation>Maggioranza assoluta: bandito con più di metà del peso totale dei voti.
Più voti: viene bandito il più votato; un pareggio si sorteggia.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Presence check</source>
        <translation>Controllo di presenza</translation>
    </message>
    <message>
        <source>Players confirm they are still at the table; without it the Mystic is not dealt</source>
        <translation>I giocatori confermano di essere ancora al tavolo; senza, il Mistico non viene distribuito</translation>
    </message>
    <message>
        <source>Phase times</source>
        <translation>Durata delle fasi</translation>
    </message>
    <message>
        <source>How long each phase lasts before it closes by itself</source>
        <translation>Quanto dura ogni fase prima di chiudersi da sola</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Notte</translation>
    </message>
    <message>
        <source>Debate</source>
        <translation>Dibattito</translation>
    </message>
    <message>
        <source>Accusation</source>
        <translation>Accusa</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Spareggio</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Difesa</translation>
    </message>
    <message>
        <source>Judgment</source>
        <translation>Giudizio</translation>
    </message>
    <message>
        <source>The book's cards are for 22 players; other tables get proposed cards you can change</source>
        <translation>Le carte del regolamento sono per 22 giocatori; gli altri tavoli ricevono carte proposte che puoi cambiare</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Soldati</translation>
    </message>
    <message>
        <source>Alien Soldiers in the book's cards (one more seat each)</source>
        <translation>Soldati alieni nelle carte del regolamento (un posto in più ciascuno)</translation>
    </message>
    <message>
        <source>Players may vote for themselves</source>
        <translation>Si può votare per sé stessi</translation>
    </message>
    <message>
        <source>A tie in the vote</source>
        <translation>Pareggio nella votazione</translation>
    </message>
    <message>
        <source>Nobody is burned</source>
        <translation>Nessuno viene bruciato</translation>
    </message>
    <message>
        <source>The first to reach the count</source>
        <translation>Il primo a raggiungere il conteggio</translation>
    </message>
    <message>
        <source>The moderator picks</source>
        <translation>Sceglie il Master Game</translation>
    </message>
    <message>
        <source>Publish vote totals</source>
        <translation>Pubblica il conteggio dei voti</translation>
    </message>
    <message>
        <source>Missed votes before a sanction</source>
        <translation>Voti mancati prima di una sanzione</translation>
    </message>
    <message>
        <source>Counting of missed votes</source>
        <translation>Conteggio dei voti mancati</translation>
    </message>
    <message>
        <source>Sanction for missed votes</source>
        <translation>Sanzione per i voti mancati</translation>
    </message>
    <message>
        <source>The moderator confirms sanctions</source>
        <translation>Il Master Game conferma le sanzioni</translation>
    </message>
    <message>
        <source>Harlot may repeat a visit</source>
        <translation>La Meretrice può ripetere una visita</translation>
    </message>
    <message>
        <source>Guard's neighbours</source>
        <translation>Vicini della Guardia</translation>
    </message>
    <message>
        <source>Nights of sickness</source>
        <translation>Notti di mal di stomaco</translation>
    </message>
    <message>
        <source>Spirit's first night</source>
        <translation>Prima notte dello Spirito Candido</translation>
    </message>
    <message>
        <source>The Spirit revives only once</source>
        <translation>Lo Spirito Candido resuscita una sola volta</translation>
    </message>
    <message>
        <source>Victory order</source>
        <translation>Ordine delle vittorie</translation>
    </message>
    <message>
        <source>What the detective counts</source>
        <translation>Cosa conta il Detective</translation>
    </message>
    <message>
        <source>Announce "nothing to report"</source>
        <translation>Annuncia «niente da segnalare»</translation>
    </message>
    <message>
        <source>No sanction</source>
        <translation>Nessuna sanzione</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>Scadenze</translation>
    </message>
    <message>
        <source>When the day's vote, the night's actions and dawn close</source>
        <translation>Quando chiudono la votazione del giorno, le azioni della notte e l'alba</translation>
    </message>
    <message>
        <source>The moderator closes each phase</source>
        <translation>Il Master Game chiude ogni fase</translation>
    </message>
    <message>
        <source>Minutes after each phase opens</source>
        <translation>Minuti dopo l'apertura di ogni fase</translation>
    </message>
    <message>
        <source>At times of day</source>
        <translation>A orari fissi della giornata</translation>
    </message>
    <message>
        <source>The game starts at</source>
        <translation>La partita comincia alle</translation>
    </message>
    <message>
        <source>The vote closes</source>
        <translation>Chiusura della votazione</translation>
    </message>
    <message>
        <source>Night actions close</source>
        <translation>Chiusura delle azioni notturne</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Alba</translation>
    </message>
    <message>
        <source>Leave the book's cards for this table size, or choose your own</source>
        <translation>Lascia le carte del regolamento per questo tavolo o scegli le tue</translation>
    </message>
    <message>
        <source>Sheriff election</source>
        <translation>Elezione dello sceriffo</translation>
    </message>
    <message>
        <source>On the first day the village elects a sheriff whose vote counts one and a half</source>
        <translation>Il primo giorno il villaggio elegge uno sceriffo il cui voto vale uno e mezzo</translation>
    </message>
    <message>
        <source>Last words</source>
        <translation>Ultime parole</translation>
    </message>
    <message>
        <source>Gypsy events</source>
        <translation>Eventi della Zingara</translation>
    </message>
    <message>
        <source>Each day may bring one of the eleven events</source>
        <translation>Ogni giorno può portare uno degli undici eventi</translation>
    </message>
    <message>
        <source>All roles</source>
        <translation>Tutti i ruoli</translation>
    </message>
    <message>
        <source>Themed roles</source>
        <translation>Ruoli a tema</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <source>Strict majority</source>
        <translation>Maggioranza assoluta</translation>
    </message>
    <message>
        <source>Most votes</source>
        <translation>Più voti</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>In total</source>
        <translation>In totale</translation>
    </message>
    <message>
        <source>In a row</source>
        <translation>Di fila</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Eliminazione</translation>
    </message>
    <message>
        <source>A warning</source>
        <translation>Un avvertimento</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>Around the circle</source>
        <translation>In cerchio</translation>
    </message>
    <message>
        <source>In a line</source>
        <translation>In fila</translation>
    </message>
    <message>
        <source>Aliens first</source>
        <translation>Prima gli alieni</translation>
    </message>
    <message>
        <source>Village first</source>
        <translation>Prima il villaggio</translation>
    </message>
    <message>
        <source>What players count as</source>
        <translation>Il Conta di ogni giocatore</translation>
    </message>
    <message>
        <source>Their roles</source>
        <translation>I loro ruoli</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>The saved-games file {file} is damaged or is not a Moonveil file.</source>
        <translation>Il file delle partite salvate {file} è danneggiato o non è un file di Moonveil.</translation>
    </message>
    <message>
        <source>The saved-games file {file} is empty (0 bytes): it holds no games.</source>
        <translation>Il file delle partite salvate {file} è vuoto (0 byte): non contiene partite.</translation>
    </message>
    <message>
        <source>The saved-games file {file} was written by a newer version of Moonveil Desktop. Update Moonveil Desktop to open it; the file was left as it is.</source>
        <translation>Il file delle partite salvate {file} è stato scritto da una versione più recente di Moonveil Desktop. Aggiorna Moonveil Desktop per aprirlo; il file è stato lasciato com'era.</translation>
    </message>
    <message>
        <source>You are not allowed to read the saved-games file {file}. It was left as it is; check its permissions.</source>
        <translation>Non hai il permesso di leggere il file delle partite salvate {file}. È stato lasciato com'era; controllane i permessi.</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written, so no saved-games file can be made there.</source>
        <translation>Non si può scrivere nella cartella {folder}, quindi lì non si può creare un file delle partite salvate.</translation>
    </message>
    <message>
        <source>The saved games are open read-only: you can look at them, but nothing can be played or changed here.</source>
        <translation>Le partite salvate sono aperte in sola lettura: puoi guardarle, ma qui non si può giocare né cambiare nulla.</translation>
    </message>
    <message>
        <source>The disk is full: this was not saved and did not happen. Free some space and try again.</source>
        <translation>Il disco è pieno: questa azione non è stata salvata e non è avvenuta. Libera spazio e riprova.</translation>
    </message>
    <message>
        <source>The saved-games file could not be written (a disk error): this was not saved and did not happen. Check the disk and try again.</source>
        <translation>Non è stato possibile scrivere il file delle partite salvate (un errore del disco): questa azione non è stata salvata e non è avvenuta. Controlla il disco e riprova.</translation>
    </message>
    <message>
        <source>The saved-games file is busy (another program is writing to it). Try again in a moment.</source>
        <translation>Il file delle partite salvate è occupato (un altro programma ci sta scrivendo). Riprova tra un momento.</translation>
    </message>
    <message>
        <source>Another console has changed this game: this was not saved and did not happen. Play on the other console.</source>
        <translation>Un'altra console ha modificato questa partita: questa azione non è stata salvata e non è avvenuta. Gioca sull'altra console.</translation>
    </message>
    <message>
        <source>Saved game {game} is damaged (its command {command} cannot be read). The other games are fine.</source>
        <translation>La partita salvata {game} è danneggiata (il suo comando {command} non si può leggere). Le altre partite sono a posto.</translation>
    </message>
    <message>
        <source>There is no saved game number {game}.</source>
        <translation>Non c'è nessuna partita salvata numero {game}.</translation>
    </message>
    <message>
        <source>It was kept as {aside}; a new saved-games file was started.</source>
        <translation>È stato conservato come {aside}; è stato iniziato un nuovo file delle partite salvate.</translation>
    </message>
    <message>
        <source>Games will not be saved this session.</source>
        <translation>In questa sessione le partite non verranno salvate.</translation>
    </message>
    <message>
        <source>Another Moonveil Desktop (process {pid} on {host}) is using this data folder. Its saved games were opened read-only here: you can look at them but not play. Play on the other console, or close it and start this one again.</source>
        <translation>Un altro Moonveil Desktop (processo {pid} su {host}) sta usando questa cartella dei dati. Le sue partite salvate sono state aperte qui in sola lettura: puoi guardarle ma non giocare. Gioca sull'altra console, oppure chiudila e avvia di nuovo questa.</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Saved games</source>
        <translation>Partite salvate</translation>
    </message>
    <message>
        <source>File kept aside</source>
        <translation>File messo da parte</translation>
    </message>
    <message>
        <source>Kept since</source>
        <translation>Messo da parte dal</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Export journal…</source>
        <translation>Esporta diario…</translation>
    </message>
    <message>
        <source>Write this game's settings and commands to a JSON file</source>
        <translation>Scrivi le impostazioni e i comandi di questa partita in un file JSON</translation>
    </message>
    <message>
        <source>Restore its games</source>
        <translation>Ripristina le sue partite</translation>
    </message>
    <message>
        <source>Copy the readable games of this file into the saved games</source>
        <translation>Copia le partite leggibili di questo file nelle partite salvate</translation>
    </message>
    <message>
        <source>Games in this saved-games file</source>
        <translation>Partite in questo file delle partite salvate</translation>
    </message>
    <message>
        <source>Files kept aside at start</source>
        <translation>File messi da parte all'avvio</translation>
    </message>
    <message>
        <source>Export the game's journal</source>
        <translation>Esporta il diario della partita</translation>
    </message>
    <message>
        <source>The journal could not be written to %s (%s).</source>
        <translation>Non è stato possibile scrivere il diario in %s (%s).</translation>
    </message>
    <message>
        <source>The journal was written to %s.</source>
        <translation>Il diario è stato scritto in %s.</translation>
    </message>
    <message numerus="yes">
        <source>Restored: %n game(s).</source>
        <translation>
            <numerusform>Ripristinata: %n partita.</numerusform>
            <numerusform>Ripristinate: %n partite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Already here: {already}. Damaged, left in the kept file: {damaged}.</source>
        <translation>Già presenti: {already}. Danneggiate, lasciate nel file messo da parte: {damaged}.</translation>
    </message>
</context>
<context>
    <name>SeatActionRow</name>
    <message>
        <source>What this player does</source>
        <translation>Cosa fa questo giocatore</translation>
    </message>
    <message>
        <source>Action of %s</source>
        <translation>Azione di %s</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Invia</translation>
    </message>
    <message>
        <source>Submit the action of %s</source>
        <translation>Invia l'azione di %s</translation>
    </message>
    <message>
        <source>Enter this action (it can be undone with Ctrl+Z)</source>
        <translation>Inserisci questa azione (si può annullare con Ctrl+Z)</translation>
    </message>
    <message>
        <source>Only legal targets are offered</source>
        <translation>Sono proposti solo bersagli validi</translation>
    </message>
    <message>
        <source>Target %d of %s</source>
        <translation>Bersaglio %d di %s</translation>
    </message>
    <message>
        <source>Target of %s</source>
        <translation>Bersaglio di %s</translation>
    </message>
    <message>
        <source>What %s names with this action</source>
        <translation>Ciò che %s indica con questa azione</translation>
    </message>
    <message>
        <source>Choice of %s</source>
        <translation>Scelta di %s</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <source>Message of %s</source>
        <translation>Messaggio di %s</translation>
    </message>
</context>
<context>
    <name>SeatCircle</name>
    <message>
        <source>Arrow keys move between seats; Enter picks the seat as a target; F2 edits its note</source>
        <translation>Le frecce passano da un posto all'altro; Invio sceglie il posto come bersaglio; F2 modifica la sua nota</translation>
    </message>
    <message>
        <source>Grimoire: no seats</source>
        <translation>Grimorio: nessun posto</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>fuori gioco</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>Posto %d</translation>
    </message>
    <message>
        <source>Pick as target</source>
        <translation>Scegli come bersaglio</translation>
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
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>System language (%s)</source>
        <translation>Lingua del sistema (%s)</translation>
    </message>
    <message>
        <source>The console's language; each phone chooses its own</source>
        <translation>La lingua della console; ogni telefono sceglie la propria</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Default rule set</source>
        <translation>Regolamento predefinito</translation>
    </message>
    <message>
        <source>Night timer</source>
        <translation>Timer della notte</translation>
    </message>
    <message>
        <source>Day timer</source>
        <translation>Timer del giorno</translation>
    </message>
    <message>
        <source>Vote timer</source>
        <translation>Timer della votazione</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>off</source>
        <translation>spento</translation>
    </message>
    <message>
        <source>The network address phones connect to</source>
        <translation>L'indirizzo di rete a cui si collegano i telefoni</translation>
    </message>
    <message>
        <source>%s (this laptop only: phones cannot connect)</source>
        <translation>%s (solo questo portatile: i telefoni non possono collegarsi)</translation>
    </message>
    <message>
        <source>Phone server interface</source>
        <translation>Interfaccia del server dei telefoni</translation>
    </message>
    <message>
        <source>Phone server port</source>
        <translation>Porta del server dei telefoni</translation>
    </message>
    <message>
        <source>Changes to the phone server apply when Moonveil Desktop starts again.</source>
        <translation>Le modifiche al server dei telefoni valgono dal prossimo avvio di Moonveil Desktop.</translation>
    </message>
    <message>
        <source>The theme follows the system's light or dark setting.</source>
        <translation>Il tema segue l'impostazione chiara o scura del sistema.</translation>
    </message>
</context>
<context>
    <name>StatusMark</name>
    <message>
        <source>✓ voted</source>
        <translation>✓ ha votato</translation>
    </message>
    <message>
        <source>%s has voted</source>
        <translation>%s ha votato</translation>
    </message>
    <message>
        <source>This ballot is recorded</source>
        <translation>Questo voto è già registrato</translation>
    </message>
    <message>
        <source>not voted yet</source>
        <translation>non ha ancora votato</translation>
    </message>
    <message>
        <source>%s has not voted yet</source>
        <translation>%s non ha ancora votato</translation>
    </message>
    <message>
        <source>Waiting for this ballot</source>
        <translation>Manca questo voto</translation>
    </message>
    <message>
        <source>✓ ready</source>
        <translation>✓ tutto pronto</translation>
    </message>
    <message>
        <source>%s is ready</source>
        <translation>%s: tutto pronto</translation>
    </message>
    <message>
        <source>This player has acted</source>
        <translation>Ha già agito</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <source>%s: waiting</source>
        <translation>%s: in attesa</translation>
    </message>
    <message>
        <source>Waiting for this player to act</source>
        <translation>Manca ancora la sua azione</translation>
    </message>
</context>
<context>
    <name>StepBox</name>
    <message>
        <source>Tick when you have read this step aloud</source>
        <translation>Spunta quando hai letto questo passo ad alta voce</translation>
    </message>
    <message>
        <source>Show or hide this step (Space)</source>
        <translation>Mostra o nascondi questo passo (Spazio)</translation>
    </message>
    <message>
        <source>Wakes: %s</source>
        <translation>Si sveglia: %s</translation>
    </message>
    <message>
        <source>%s: read aloud</source>
        <translation>%s: letto ad alta voce</translation>
    </message>
    <message>
        <source>Every player of this role is dead: read it aloud anyway (moderator only).</source>
        <translation>Tutti i giocatori con questo ruolo sono morti: leggilo comunque ad alta voce (lo sa solo il moderatore).</translation>
    </message>
    <message>
        <source>Same for all</source>
        <translation>Uguale per tutti</translation>
    </message>
    <message>
        <source>Give the first chosen action to every player of this step who has none yet, and submit them</source>
        <translation>Dare la prima azione scelta a ogni giocatore di questo passo che non ne ha ancora una, e inviarle</translation>
    </message>
    <message>
        <source>If the night ended now, %s learns: %s</source>
        <translation>Se la notte finisse ora, %s saprebbe: %s</translation>
    </message>
    <message numerus="yes">
        <source>Provisional: %n player(s) still to act can change this.</source>
        <translation>
            <numerusform>Provvisorio: %n giocatore che deve ancora agire può cambiarlo.</numerusform>
            <numerusform>Provvisorio: %n giocatori che devono ancora agire possono cambiarlo.</numerusform>
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
        <translation>{voter} ha votato: {choice} (peso {weight})</translation>
    </message>
    <message>
        <source>The moderator closed the phase.</source>
        <translation>Il moderatore ha chiuso la fase.</translation>
    </message>
    <message>
        <source>The moderator closed the phase without waiting for everyone.</source>
        <translation>Il moderatore ha chiuso la fase senza aspettare tutti.</translation>
    </message>
    <message>
        <source>The moderator decided: {decision}</source>
        <translation>Il moderatore ha deciso: {decision}</translation>
    </message>
    <message>
        <source>The cards were dealt.</source>
        <translation>Le carte sono state distribuite.</translation>
    </message>
    <message>
        <source>Time ran out.</source>
        <translation>Il tempo è scaduto.</translation>
    </message>
    <message>
        <source>{player} learned: {text}</source>
        <translation>{player} ha saputo: {text}</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>TargetGroups</name>
    <message>
        <source>Add a pair</source>
        <translation>Aggiungi una coppia</translation>
    </message>
    <message>
        <source>Name one more pair in the same action</source>
        <translation>Nomina un'altra coppia nella stessa azione</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>Togli coppia</translation>
    </message>
    <message>
        <source>Remove pair %d of %s</source>
        <translation>Togli la coppia %d di %s</translation>
    </message>
    <message>
        <source>Named on earlier nights, never again: %s</source>
        <translation>Nominate nelle notti precedenti, mai più: %s</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>This saved game cannot be replayed: %s</source>
        <translation>Questa partita salvata non può essere rigiocata: %s</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Astensione</translation>
    </message>
    <message>
        <source>A note holds at most %d characters: it was not saved.</source>
        <translation>Una nota contiene al massimo %d caratteri: non è stata salvata.</translation>
    </message>
    <message>
        <source>There is no seat %d at this table: the note was not saved.</source>
        <translation>Non c'è il posto %d a questo tavolo: la nota non è stata salvata.</translation>
    </message>
    <message>
        <source>No table is open: the note was not saved.</source>
        <translation>Nessun tavolo è aperto: la nota non è stata salvata.</translation>
    </message>
    <message>
        <source>Play again is possible once the game is over.</source>
        <translation>Si può giocare ancora quando la partita è finita.</translation>
    </message>
    <message>
        <source>The new deal was refused: %s</source>
        <translation>La nuova distribuzione è stata rifiutata: %s</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Attack</source>
        <translation>Attacca</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Ispeziona</translation>
    </message>
    <message>
        <source>Protect</source>
        <translation>Proteggi</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Riposa</translation>
    </message>
    <message>
        <source>The Wolves</source>
        <translation>I lupi</translation>
    </message>
    <message>
        <source>The Village</source>
        <translation>Il villaggio</translation>
    </message>
    <message>
        <source>Execute</source>
        <translation>Giustiziare</translation>
    </message>
    <message>
        <source>Pardon</source>
        <translation>Graziare</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Lupo</translation>
    </message>
    <message>
        <source>not a Wolf</source>
        <translation>non è un lupo</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>Contadino</translation>
    </message>
    <message>
        <source>no Wolf is left</source>
        <translation>non resta nessun lupo</translation>
    </message>
    <message>
        <source>the Wolves are as many as the others</source>
        <translation>i lupi sono tanti quanto gli altri</translation>
    </message>
    <message>
        <source>the day limit was reached</source>
        <translation>è stato raggiunto il limite di giorni</translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message>
        <source>Vote</source>
        <translation>Votazione</translation>
    </message>
    <message>
        <source>%s's ballot</source>
        <translation>Voto di %s</translation>
    </message>
    <message numerus="yes">
        <source>%s of %n ballot(s) cast</source>
        <translation>
            <numerusform>%s su %n voto espresso</numerusform>
            <numerusform>%s su %n voti espressi</numerusform>
        </translation>
    </message>
    <message>
        <source>weight %s</source>
        <translation>peso %s</translation>
    </message>
    <message>
        <source>How much this ballot counts today</source>
        <translation>Quanto conta oggi questo voto</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Vota</translation>
    </message>
    <message>
        <source>Cast %s's ballot</source>
        <translation>Registra il voto di %s</translation>
    </message>
    <message>
        <source>Record this ballot</source>
        <translation>Registra questo voto</translation>
    </message>
    <message>
        <source>Tallies: %s</source>
        <translation>Conteggio: %s</translation>
    </message>
    <message>
        <source>no ballot yet</source>
        <translation>ancora nessun voto</translation>
    </message>
    <message numerus="yes">
        <source>Total weight %s; %n not cast yet</source>
        <translation>
            <numerusform>Peso totale %s; manca ancora %n voto</numerusform>
            <numerusform>Peso totale %s; mancano ancora %n voti</numerusform>
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
        <translation>{who} conta doppio</translation>
    </message>
    <message>
        <source>{who} does not count</source>
        <translation>{who} non conta</translation>
    </message>
    <message>
        <source>{who} counts {weight}</source>
        <translation>{who} conta {weight}</translation>
    </message>
    <message numerus="yes">
        <source>%n voter(s)</source>
        <translation>
            <numerusform>%n votante</numerusform>
            <numerusform>%n votanti</numerusform>
        </translation>
    </message>
    <message>
        <source>{choice}: {weight}</source>
        <translation>{choice}: {weight}</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>sceriffo</translation>
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
        <translation>Inizia un nuovo tavolo o apri una partita salvata.</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Nuovo tavolo…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>Apri partita &amp;salvata…</translation>
    </message>
</context>
<context>
    <name>WinnerPage</name>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Nuovo tavolo…</translation>
    </message>
    <message>
        <source>Every role</source>
        <translation>Tutti i ruoli</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{player} ({role})</source>
        <translation>{player} ({role})</translation>
    </message>
    <message>
        <source>Winning players: %s</source>
        <translation>Giocatori vincitori: %s</translation>
    </message>
    <message>
        <source>Reason: %s</source>
        <translation>Motivo: %s</translation>
    </message>
    <message>
        <source>Personal wins: %s</source>
        <translation>Vittorie personali: %s</translation>
    </message>
    <message>
        <source> (eliminated)</source>
        <translation> (fuori gioco)</translation>
    </message>
</context>
<context>
    <name>qr</name>
    <message>
        <source>Moonveil cards</source>
        <translation>Carte di Moonveil</translation>
    </message>
    <message>
        <source>Scan with your phone to see your card. Keep it secret.</source>
        <translation>Inquadralo con il telefono per vedere la tua carta. Tienila segreta.</translation>
    </message>
</context>
</TS>
