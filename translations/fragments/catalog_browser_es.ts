<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
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
        <translation>Aldea</translation>
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
        <translation>%1 · bando: %2 · familias: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n role(s)</source>
        <translation>
            <numerusform>%n rol</numerusform>
            <numerusform>%n roles</numerusform>
        </translation>
    </message>
</context>
</TS>
