<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
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
    <message numerus="yes">
        <source>%n role(s)</source>
        <translation>
            <numerusform>%n ruolo</numerusform>
            <numerusform>%n ruoli</numerusform>
        </translation>
    </message>
</context>
</TS>
