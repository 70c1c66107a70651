<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
  <context>
    <name>Projector</name>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="20" />
      <source>Night {number}</source>
      <translation>Noche {number}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="21" />
      <source>Day {number}</source>
      <translation>Día {number}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="22" />
      <source>Vote — day {number}</source>
      <translation>Votación — día {number}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="23" />
      <source>Game over</source>
      <translation>Fin de la partida</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="24" />
      <source>Waiting for the deal</source>
      <translation>Esperando el reparto</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="25" />
      <source>Step: {step}</source>
      <translation>Paso: {step}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="26" />
      <source>eliminated</source>
      <translation>eliminado</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="27" />
      <source>alive</source>
      <translation>vivo</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="28" />
      <source>Ready: {done} of {total}</source>
      <translation>Listos: {done} de {total}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="29" />
      <source>✓ ready</source>
      <translation>✓ listo</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="30" />
      <source>… waiting</source>
      <translation>… esperando</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="31" />
      <source>What happened</source>
      <translation>Qué pasó</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="32" />
      <source>Votes</source>
      <translation>Votos</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="33" />
      <source>Votes of day {number}</source>
      <translation>Votos del día {number}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="46" />
      <source>✓ voted</source>
      <translation>✓ votó</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="47" />
      <source>… voting</source>
      <translation>… votando</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="48" />
      <source>★ winner</source>
      <translation>★ ganador</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="49" />
      <source>Voted: {done} of {total}</source>
      <translation>Votaron: {done} de {total}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="34" />
      <source>Abstain</source>
      <translation>Abstención</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="35" />
      <source>Nobody</source>
      <translation>Nadie</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="36" />
      <source>Total {total} · more than {threshold} needed</source>
      <translation>Total {total} · se necesitan más de {threshold}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="37" />
      <source>On the stand</source>
      <translation>En el estrado</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="38" />
      <source>Winners: {names}</source>
      <translation>Ganadores: {names}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="39" />
      <source>Draw — nobody wins</source>
      <translation>Empate — nadie gana</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="40" />
      <source>How the game went</source>
      <translation>Cómo fue la partida</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="41" />
      <source>Every role</source>
      <translation>Todos los roles</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="42" />
      <source>{count} players</source>
      <translation>{count} jugadores</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="43" />
      <source>{count} alive</source>
      <translation>{count} vivos</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="44" />
      <source>Time!</source>
      <translation>¡Tiempo!</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="45" />
      <source>The night is quiet so far.</source>
      <translation>La noche está tranquila por ahora.</translation>
    </message>
  </context>
  <context>
    <name>ProjectorWindow</name>
    <message>
      <location filename="../../../moonveil_desktop/projector/window.py" line="398" />
      <source>Moonveil — projector</source>
      <translation>Moonveil — proyector</translation>
    </message>
  </context>
</TS>