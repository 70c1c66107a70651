<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>Moonveil roles</source>
        <translation>月幕村身份</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <source>Name, ability or family</source>
        <translation>名称、技能或类别</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>All 250 roles</source>
        <translation>全部 250 个身份</translation>
    </message>
    <message>
        <source>%1 (%2–%3 players)</source>
        <translation>%1（%2–%3 名玩家）</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>袭击</translation>
    </message>
    <message>
        <source>no ability</source>
        <translation>无技能</translation>
    </message>
    <message>
        <source>block</source>
        <translation>阻拦</translation>
    </message>
    <message>
        <source>disguise</source>
        <translation>伪装</translation>
    </message>
    <message>
        <source>inspection</source>
        <translation>查验</translation>
    </message>
    <message>
        <source>visit information</source>
        <translation>拜访信息</translation>
    </message>
    <message>
        <source>activity</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>inspection and visits</source>
        <translation>查验与拜访</translation>
    </message>
    <message>
        <source>protection</source>
        <translation>守护</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>public</source>
        <translation>公开</translation>
    </message>
    <message>
        <source>delayed block</source>
        <translation>延迟阻拦</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>狼人阵营</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>村民阵营</translation>
    </message>
    <message>
        <source>Every role of the catalog: 4 classic and 246 advanced.</source>
        <translation>目录中的全部身份：4 个经典身份和 246 个进阶身份。</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Classic: %1</source>
        <translation>经典：%1</translation>
    </message>
    <message>
        <source>No role matches.</source>
        <translation>没有匹配的身份。</translation>
    </message>
    <message>
        <source>Advanced role #%1</source>
        <translation>进阶身份 #%1</translation>
    </message>
    <message>
        <source>Classic role</source>
        <translation>经典身份</translation>
    </message>
    <message>
        <source>%1 · team: %2 · families: %3</source>
        <translation>%1 · 阵营：%2 · 类别：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n role(s)</source>
        <translation>
            <numerusform>%n 个身份</numerusform>
        </translation>
    </message>
</context>
</TS>
