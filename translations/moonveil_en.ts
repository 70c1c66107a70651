<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BalancePanel</name>
    <message numerus="yes">
        <source>%Ln bot game(s)</source>
        <translation>
            <numerusform>%Ln bot game</numerusform>
            <numerusform>%Ln bot games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message numerus="yes">
        <source>%n role(s)</source>
        <translation>
            <numerusform>%n role</numerusform>
            <numerusform>%n roles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>An unfinished game (%s, %n player(s), %s) was found. Resume it?</source>
        <translation>
            <numerusform>An unfinished game (%s, %n player, %s) was found. Resume it?</numerusform>
            <numerusform>An unfinished game (%s, %n players, %s) was found. Resume it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game (%s, %n player(s), day %d) was found. Resume it?</source>
        <translation>
            <numerusform>An unfinished game (%s, %n player, day %d) was found. Resume it?</numerusform>
            <numerusform>An unfinished game (%s, %n players, day %d) was found. Resume it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhasePage</name>
    <message numerus="yes">
        <source>Waiting for %n player(s)</source>
        <translation>
            <numerusform>Waiting for %n player</numerusform>
            <numerusform>Waiting for %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message numerus="yes">
        <source>Pick %n player(s).</source>
        <translation>
            <numerusform>Pick %n player.</numerusform>
            <numerusform>Pick %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your message (up to %n character(s)):</source>
        <translation>
            <numerusform>Your message (up to %n character):</numerusform>
            <numerusform>Your message (up to %n characters):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message numerus="yes">
        <source>Restored: %n game(s).</source>
        <translation>
            <numerusform>Restored: %n game.</numerusform>
            <numerusform>Restored: %n games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepBox</name>
    <message numerus="yes">
        <source>Provisional: %n player(s) still to act can change this.</source>
        <translation>
            <numerusform>Provisional: %n player still to act can change this.</numerusform>
            <numerusform>Provisional: %n players still to act can change this.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message numerus="yes">
        <source>%s of %n ballot(s) cast</source>
        <translation>
            <numerusform>%s of %n ballot cast</numerusform>
            <numerusform>%s of %n ballots cast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total weight %s; %n not cast yet</source>
        <translation>
            <numerusform>Total weight %s; %n not cast yet</numerusform>
            <numerusform>Total weight %s; %n not cast yet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voter(s)</source>
        <translation>
            <numerusform>%n voter</numerusform>
            <numerusform>%n voters</numerusform>
        </translation>
    </message>
</context>
</TS>
