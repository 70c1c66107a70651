<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>Projector</name>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="20" />
      <source>Night {number}</source>
      <translation>第 {number} 夜</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="21" />
      <source>Day {number}</source>
      <translation>第 {number} 天</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="22" />
      <source>Vote — day {number}</source>
      <translation>投票 —— 第 {number} 天</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="23" />
      <source>Game over</source>
      <translation>游戏结束</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="24" />
      <source>Waiting for the deal</source>
      <translation>等待发牌</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="25" />
      <source>Step: {step}</source>
      <translation>环节：{step}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="26" />
      <source>eliminated</source>
      <translation>已出局</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="27" />
      <source>alive</source>
      <translation>存活</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="28" />
      <source>Ready: {done} of {total}</source>
      <translation>已就绪：{done} / {total}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="29" />
      <source>✓ ready</source>
      <translation>✓ 已就绪</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="30" />
      <source>… waiting</source>
      <translation>… 等待中</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="31" />
      <source>What happened</source>
      <translation>发生了什么</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="32" />
      <source>Votes</source>
      <translation>投票</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="33" />
      <source>Votes of day {number}</source>
      <translation>第 {number} 天投票结果</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="46" />
      <source>✓ voted</source>
      <translation>✓ 已投票</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="47" />
      <source>… voting</source>
      <translation>… 投票中</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="48" />
      <source>★ winner</source>
      <translation>★ 获胜</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="49" />
      <source>Voted: {done} of {total}</source>
      <translation>已投票：{done} / {total}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="34" />
      <source>Abstain</source>
      <translation>弃票</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="35" />
      <source>Nobody</source>
      <translation>无人</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="36" />
      <source>Total {total} · more than {threshold} needed</source>
      <translation>总票数 {total} · 需超过 {threshold}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="37" />
      <source>On the stand</source>
      <translation>发言台</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="38" />
      <source>Winners: {names}</source>
      <translation>获胜者：{names}</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="39" />
      <source>Draw — nobody wins</source>
      <translation>平局 —— 无人获胜</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="40" />
      <source>How the game went</source>
      <translation>对局回顾</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="41" />
      <source>Every role</source>
      <translation>全部身份</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="42" />
      <source>{count} players</source>
      <translation>{count} 名玩家</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="43" />
      <source>{count} alive</source>
      <translation>{count} 人存活</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="44" />
      <source>Time!</source>
      <translation>时间到！</translation>
    </message>
    <message>
      <location filename="../../../moonveil_desktop/projector/strings.py" line="45" />
      <source>The night is quiet so far.</source>
      <translation>夜色尚且平静。</translation>
    </message>
  </context>
  <context>
    <name>ProjectorWindow</name>
    <message>
      <location filename="../../../moonveil_desktop/projector/window.py" line="398" />
      <source>Moonveil — projector</source>
      <translation>月幕 —— 投影</translation>
    </message>
  </context>
</TS>