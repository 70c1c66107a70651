<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
  <context>
    <name>Projector</name>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="20" />
      <source>Night {number}</source>
      <translation>Notte {number}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="21" />
      <source>Day {number}</source>
      <translation>Giorno {number}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="22" />
      <source>Vote — day {number}</source>
      <translation>Votazione — giorno {number}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="23" />
      <source>Game over</source>
      <translation>Partita finita</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="24" />
      <source>Waiting for the deal</source>
      <translation>In attesa della distribuzione</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="25" />
      <source>Step: {step}</source>
      <translation>Fase: {step}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="26" />
      <source>eliminated</source>
      <translation>eliminato</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="27" />
      <source>alive</source>
      <translation>vivo</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="28" />
      <source>Ready: {done} of {total}</source>
      <translation>Pronti: {done} su {total}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="29" />
      <source>✓ ready</source>
      <translation>✓ pronto</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="30" />
      <source>… waiting</source>
      <translation>… in attesa</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="31" />
      <source>What happened</source>
      <translation>Cosa è successo</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="32" />
      <source>Votes</source>
      <translation>Voti</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="33" />
      <source>Votes of day {number}</source>
      <translation>Voti del giorno {number}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="46" />
      <source>✓ voted</source>
      <translation>✓ ha votato</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="47" />
      <source>… voting</source>
      <translation>… sta votando</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="48" />
      <source>★ winner</source>
      <translation>★ vincitore</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="49" />
      <source>Voted: {done} of {total}</source>
      <translation>Hanno votato: {done} su {total}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="34" />
      <source>Abstain</source>
      <translation>Astensione</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="35" />
      <source>Nobody</source>
      <translation>Nessuno</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="36" />
      <source>Total {total} · more than {threshold} needed</source>
      <translation>Totale {total} · servono più di {threshold}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="37" />
      <source>On the stand</source>
      <translation>Alla sbarra</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="38" />
      <source>Winners: {names}</source>
      <translation>Vincitori: {names}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="39" />
      <source>Draw — nobody wins</source>
      <translation>Pareggio — nessuno vince</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="40" />
      <source>How the game went</source>
      <translation>Com'è andata la partita</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="41" />
      <source>Every role</source>
      <translation>Tutti i ruoli</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="42" />
      <source>{count} players</source>
      <translation>{count} giocatori</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="43" />
      <source>{count} alive</source>
      <translation>{count} vivi</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="44" />
      <source>Time!</source>
      <translation>Tempo!</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="45" />
      <source>The night is quiet so far.</source>
      <translation>La notte è tranquilla per ora.</translation>
    </message>
  </context>
  <context>
    <name>ProjectorWindow</name>
    <message>
      <location filename="../../../moonveil_desktop/projector/window.py" line="398" />
      <source>Moonveil — projector</source>
      <translation>Moonveil — proiettore</translation>
    </message>
  </context>
</TS>