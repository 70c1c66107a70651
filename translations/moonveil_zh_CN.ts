<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Moonveil Desktop</source>
        <translation>关于 Moonveil Desktop</translation>
    </message>
    <message>
        <source>Moonveil Desktop</source>
        <translation>Moonveil Desktop</translation>
    </message>
    <message>
        <source>Version {version} (Qt {qt}, Python {python})</source>
        <translation>版本 {version}（Qt {qt}，Python {python}）</translation>
    </message>
    <message>
        <source>A moderator's console for in-person Werewolf-style games.</source>
        <translation>线下狼人杀类游戏的法官控制台。</translation>
    </message>
    <message>
        <source>Saved games: not available</source>
        <translation>已保存的游戏：不可用</translation>
    </message>
    <message>
        <source>Saved games: %s</source>
        <translation>已保存的游戏：%s</translation>
    </message>
</context>
<context>
    <name>AfterGamePanel</name>
    <message>
        <source>&amp;Play again</source>
        <translation>再玩一局(&amp;P)</translation>
    </message>
    <message>
        <source>The same players, seats and options; new cards on the same phones</source>
        <translation>相同的玩家、座位和选项；在同一部手机上发新牌</translation>
    </message>
    <message>
        <source>Play again, &amp;change seats first…</source>
        <translation>再玩一局，先调整座位(&amp;C)……</translation>
    </message>
    <message>
        <source>Add, remove or reorder seats in the lobby, then deal</source>
        <translation>在大厅中添加、移除或调整座位，然后发牌</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一页</translation>
    </message>
    <message>
        <source>The previous page of the reveal on the projector</source>
        <translation>投影上揭晓的上一页</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一页 ▶</translation>
    </message>
    <message>
        <source>The next page of the reveal on the projector: each night and day</source>
        <translation>投影上揭晓的下一页：每一夜和每一天</translation>
    </message>
    <message>
        <source>Every vote of the game</source>
        <translation>本局的所有投票</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Voter</source>
        <translation>投票人</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Who was who</source>
        <translation>谁是谁</translation>
    </message>
    <message>
        <source>Projector: %s</source>
        <translation>投影：%s</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>draws</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Balance: bot games of this table</source>
        <translation>平衡：这一桌的电脑玩家对局</translation>
    </message>
    <message>
        <source>Balance: bot games of this deck</source>
        <translation>平衡：用这套牌组进行的电脑玩家对局</translation>
    </message>
    <message>
        <source>Balance estimate</source>
        <translation>平衡估计</translation>
    </message>
    <message>
        <source>Estimate as games are played</source>
        <translation>随对局进行的估计</translation>
    </message>
    <message>
        <source>Complete the deck to see who it favours.</source>
        <translation>补全牌组，即可看到它对哪一方有利。</translation>
    </message>
    <message>
        <source>The bots could not play this deck to the end.</source>
        <translation>电脑玩家无法用这套牌组打到终局。</translation>
    </message>
    <message>
        <source>Estimating…</source>
        <translation>正在估计……</translation>
    </message>
    <message>
        <source>Favoured: {side}, {rate}% ± {margin}</source>
        <translation>占优：{side}，{rate}% ± {margin}</translation>
    </message>
    <message>
        <source>Too close to call: {side} {rate}% ± {margin}</source>
        <translation>难分高下：{side} {rate}% ± {margin}</translation>
    </message>
    <message>
        <source>{side}: {rate}% (95%: {low}–{high}%)</source>
        <translation>{side}：{rate}%（95%：{low}–{high}%）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln bot game(s)</source>
        <translation>
            <numerusform>%Ln 局电脑玩家对局</numerusform>
        </translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>仍在进行</translation>
    </message>
    <message>
        <source>{games}, {state}. Bots: {policy}.</source>
        <translation>{games}，{state}。电脑玩家：{policy}。</translation>
    </message>
    <message>
        <source>each plays its role and votes on what it knows</source>
        <translation>各自按身份行动，并根据所知投票</translation>
    </message>
    <message>
        <source>the rulebook's bots</source>
        <translation>规则书中的电脑玩家</translation>
    </message>
    <message>
        <source>random choices</source>
        <translation>随机选择</translation>
    </message>
</context>
<context>
    <name>BalanceWindow</name>
    <message>
        <source>Balance</source>
        <translation>平衡</translation>
    </message>
    <message>
        <source>Bots play this table many times; the numbers follow your changes.</source>
        <translation>电脑玩家会把这一桌反复打很多局；数字会随你的修改而更新。</translation>
    </message>
</context>
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
        <translation>封锁</translation>
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
        <translation>延迟封锁</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>狼人阵营</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>村民阵营</translation>
    </message>
    <message numerus="yes">
        <source>%n role(s)</source>
        <translation>
            <numerusform>%n 个身份</numerusform>
        </translation>
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
</context>
<context>
    <name>ContinueGameDialog</name>
    <message>
        <source>Continue a game in progress</source>
        <translation>继续进行中的游戏</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>规则集</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>The options the table played with (the book's defaults unless changed)</source>
        <translation>这桌游戏所用的选项（未更改时为规则书的默认值）</translation>
    </message>
    <message>
        <source>Continue at the start of night</source>
        <translation>从此夜开始时继续</translation>
    </message>
    <message>
        <source>The night the table is about to play; finish the day on paper first</source>
        <translation>桌上即将进行的那一夜；请先在纸上结束白天</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <source>Alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <source>The players in seat order, with their roles and who is still alive</source>
        <translation>按座位顺序排列的玩家、他们的身份以及谁仍然存活</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>玩家名字</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>添加玩家</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>继续游戏</translation>
    </message>
    <message>
        <source>Add the players who sat at the table, in seat order.</source>
        <translation>请按座位顺序添加在桌上的玩家。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>每位玩家都需要一个名字。</translation>
    </message>
</context>
<context>
    <name>DeckEditor</name>
    <message>
        <source>Cards: %s</source>
        <extracomment>the composition check: the deck → the refusal in plain words (with the rule id), or None the bot games that estimate a legal deck's balance (None: none for this deck)</extracomment>
        <translation>牌：%s</translation>
    </message>
    <message>
        <source>&amp;Roles</source>
        <translation>身份(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;In the deck</source>
        <translation>牌组中(&amp;I)</translation>
    </message>
    <message>
        <source>Search roles</source>
        <translation>搜索身份</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>身份</translation>
    </message>
    <message>
        <source>Double-click a role or press Enter to add a card</source>
        <translation>双击一个身份或按回车键可添加一张牌</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>牌组中</translation>
    </message>
    <message>
        <source>Double-click a card to remove one</source>
        <translation>双击一张牌可移除一张</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>添加 →</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>添加一张牌</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← 移除</translation>
    </message>
    <message>
        <source>Remove a card</source>
        <translation>移除一张牌</translation>
    </message>
    <message>
        <source>Empty the deck</source>
        <translation>清空牌组</translation>
    </message>
    <message>
        <source>Start from the book's cards</source>
        <translation>从规则书的配置开始</translation>
    </message>
    <message>
        <source>Browse the catalog…</source>
        <translation>浏览身份目录……</translation>
    </message>
    <message>
        <source>Cards and seats</source>
        <translation>牌数与座位数</translation>
    </message>
    <message>
        <source>Composition check</source>
        <translation>配置检查</translation>
    </message>
    <message>
        <source>%d × %s</source>
        <translation>%d × %s</translation>
    </message>
    <message>
        <source>%d cards for %d seats</source>
        <translation>%d 张牌，%d 个座位</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>身份目录</translation>
    </message>
    <message>
        <source>Add to the deck</source>
        <translation>加入牌组</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Type part of a name: Enter adds the highlighted role, Down goes to the list</source>
        <translation>输入名称的一部分：回车键添加高亮的身份，下方向键进入列表</translation>
    </message>
    <message>
        <source>No role matches “%s”.</source>
        <translation>没有与“%s”匹配的身份。</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>出错了</translation>
    </message>
    <message>
        <source>An unexpected error happened</source>
        <translation>发生了意外错误</translation>
    </message>
    <message>
        <source>The game is intact: every acknowledged action is saved in the journal. You can keep playing, or restart and resume.</source>
        <translation>游戏数据完好：每个已确认的操作都已保存在日志中。你可以继续游戏，或重新启动后恢复。</translation>
    </message>
</context>
<context>
    <name>Grimoire</name>
    <message>
        <source>protected</source>
        <translation>受保护</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>被袭击</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>被毒</translation>
    </message>
    <message>
        <source>silenced</source>
        <translation>被禁言</translation>
    </message>
    <message>
        <source>linked</source>
        <translation>被连结</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>被封锁</translation>
    </message>
    <message>
        <source>veiled</source>
        <translation>被遮蔽</translation>
    </message>
    <message>
        <source>inspected</source>
        <translation>被查验</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>警长</translation>
    </message>
    <message>
        <source>insanity</source>
        <translation>疯狂</translation>
    </message>
    <message>
        <source>piped</source>
        <translation>被吹笛</translation>
    </message>
    <message>
        <source>respected</source>
        <translation>受尊敬</translation>
    </message>
    <message>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>no vote today</source>
        <translation>今天不能投票</translation>
    </message>
    <message>
        <source>double vote today</source>
        <translation>今天双倍票</translation>
    </message>
    <message>
        <source>pardoned today</source>
        <translation>今天被赦免</translation>
    </message>
    <message>
        <source>curfew tonight</source>
        <translation>今晚宵禁</translation>
    </message>
    <message>
        <source>hexed tonight</source>
        <translation>今晚被施咒</translation>
    </message>
    <message>
        <source>shielded today</source>
        <translation>今天受庇护</translation>
    </message>
    <message>
        <source>one more vote today</source>
        <translation>今天多一票</translation>
    </message>
    <message>
        <source>one vote less today</source>
        <translation>今天少一票</translation>
    </message>
    <message>
        <source>chosen by {name}</source>
        <translation>被{name}选中</translation>
    </message>
    <message>
        <source>{ability}: {count} left</source>
        <translation>{ability}：剩余 {count}</translation>
    </message>
    <message>
        <source>uses left: {count}</source>
        <translation>剩余次数：{count}</translation>
    </message>
    <message>
        <source>kill points {value}</source>
        <translation>指杀点数 {value}</translation>
    </message>
    <message>
        <source>needles {value}</source>
        <translation>空针 {value}</translation>
    </message>
    <message>
        <source>fox chances {value}</source>
        <translation>出局无效机会 {value}</translation>
    </message>
    <message>
        <source>group {value}</source>
        <translation>共群 {value}</translation>
    </message>
    <message>
        <source>seen as {value}</source>
        <translation>被视为 {value}</translation>
    </message>
    <message>
        <source>counts as {value}</source>
        <translation>算作 {value}</translation>
    </message>
    <message>
        <source>wins with {value}</source>
        <translation>与 {value} 共赢</translation>
    </message>
    <message>
        <source>{token} (by {name})</source>
        <translation>{token}（{name}）</translation>
    </message>
    <message>
        <source>Antidote</source>
        <translation>解药</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>毒药</translation>
    </message>
    <message>
        <source>Revive</source>
        <translation>复活</translation>
    </message>
    <message>
        <source>Lure</source>
        <translation>引诱</translation>
    </message>
    <message>
        <source>List</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Show the seats as a list instead of around the table</source>
        <translation>以列表而非围桌方式显示座位</translation>
    </message>
    <message>
        <source>Click a seat to pick it; double-click for a note</source>
        <translation>单击座位即选中；双击写备注</translation>
    </message>
    <message>
        <source>Night {number}: {tokens}</source>
        <translation>第{number}夜：{tokens}</translation>
    </message>
    <message>
        <source>Last night: {tokens}</source>
        <translation>昨夜：{tokens}</translation>
    </message>
    <message>
        <source>abducted</source>
        <translation>被绑架</translation>
    </message>
</context>
<context>
    <name>GrimoireView</name>
    <message>
        <source>Grimoire</source>
        <translation>魔典</translation>
    </message>
    <message>
        <source>Every player's role, status and attributes, for your eyes only</source>
        <translation>每位玩家的身份、状态和属性，仅供你查看</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Seen as</source>
        <translation>查验结果</translation>
    </message>
    <message>
        <source>Counts as</source>
        <translation>计为</translation>
    </message>
    <message>
        <source>Wins with</source>
        <translation>胜利阵营</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Game {game} of {date} was skipped: its journal cannot be read ({detail}).</source>
        <translation>已跳过 {date} 的第 {game} 局：无法读取其记录（{detail}）。</translation>
    </message>
    <message>
        <source>Game {game} of {date} was skipped: its rule book ({detail}) is not known here.</source>
        <translation>已跳过 {date} 的第 {game} 局：此处不认识其规则书（{detail}）。</translation>
    </message>
    <message>
        <source>Game {game} of {date} was skipped: its journal cannot be replayed ({detail}).</source>
        <translation>已跳过 {date} 的第 {game} 局：无法重放其记录（{detail}）。</translation>
    </message>
    <message>
        <source>Game {game} of {date} was skipped: its journal does not reach the end.</source>
        <translation>已跳过 {date} 的第 {game} 局：其记录没有到达结局。</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History of the group</source>
        <translation>小组历史</translation>
    </message>
    <message>
        <source>R&amp;ule book</source>
        <translation>规则书(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;From / to</source>
        <translation>起止日期(&amp;F)</translation>
    </message>
    <message>
        <source>Pl&amp;ayer</source>
        <translation>玩家(&amp;A)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>身份</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>阵营</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>阵营</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Rule book</source>
        <translation>规则书</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>获胜者</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)……</translation>
    </message>
    <message>
        <source>&amp;Split a player of this game…</source>
        <translation>拆分本局的一名玩家(&amp;S)……</translation>
    </message>
    <message>
        <source>Two different people with the same name: this evening's one becomes someone of their own</source>
        <translation>同名的两个不同的人：把这个晚上的那位当作另一个人</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新读取(&amp;R)</translation>
    </message>
    <message>
        <source>Every rule book</source>
        <translation>所有规则书</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>所有人</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>Win rate per player</source>
        <translation>每位玩家的胜率</translation>
    </message>
    <message>
        <source>Win rate per role</source>
        <translation>每个身份的胜率</translation>
    </message>
    <message>
        <source>Win rate per team</source>
        <translation>每个阵营的胜率</translation>
    </message>
    <message>
        <source>{won} of {played} won</source>
        <translation>{played} 局胜 {won} 局</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>导出历史</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Choose a game in the Games tab first.</source>
        <translation>请先在“对局”标签中选择一局。</translation>
    </message>
    <message>
        <source>Split a player</source>
        <translation>拆分玩家</translation>
    </message>
    <message>
        <source>Who in this game is someone else?</source>
        <translation>本局中哪位是另一个人？</translation>
    </message>
    <message>
        <source>No ended game matches these choices.</source>
        <translation>没有符合这些条件的已结束对局。</translation>
    </message>
    <message>
        <source>No game has ended yet: each game is added here when it ends.</source>
        <translation>还没有对局结束：每局游戏结束后会加入这里。</translation>
    </message>
</context>
<context>
    <name>HostCard</name>
    <message>
        <source>Show my card</source>
        <translation>查看我的身份</translation>
    </message>
    <message>
        <source>Your own card; hidden by default</source>
        <translation>你自己的身份牌；默认隐藏</translation>
    </message>
    <message>
        <source>Hide my card</source>
        <translation>隐藏我的身份</translation>
    </message>
</context>
<context>
    <name>Integration</name>
    <message>
        <source>Projector &amp;screen</source>
        <translation>投影屏幕(&amp;S)</translation>
    </message>
    <message>
        <source>Browse roles…</source>
        <translation>浏览身份……</translation>
    </message>
    <message>
        <source>Search the Moonveil catalog of roles and its themes</source>
        <translation>搜索月幕村的身份目录及其主题</translation>
    </message>
    <message>
        <source>Moonveil roles</source>
        <translation>月幕村身份</translation>
    </message>
    <message>
        <source>Scan to join the table</source>
        <translation>扫描二维码加入本牌桌</translation>
    </message>
    <message>
        <source>On a TV: {address}</source>
        <translation>在电视上：{address}</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Next / previous control, top to bottom, left to right</source>
        <translation>下一个 / 上一个控件，从上到下、从左到右</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+带下划线的字母</translation>
    </message>
    <message>
        <source>The menu or button with that letter</source>
        <translation>带有该字母的菜单或按钮</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>Move between the grimoire's cells, a list's lines, a group's radio buttons</source>
        <translation>在魔典的单元格、列表的行、一组单选按钮之间移动</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Press the focused button, tick the focused box</source>
        <translation>按下有焦点的按钮，勾选有焦点的复选框</translation>
    </message>
    <message>
        <source>Alt+Down</source>
        <translation>Alt+下</translation>
    </message>
    <message>
        <source>Open the focused drop-down list</source>
        <translation>打开有焦点的下拉列表</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a dialog without doing anything</source>
        <translation>关闭对话框，不做任何操作</translation>
    </message>
    <message>
        <source>{menu}: {action}</source>
        <translation>{menu}：{action}</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>Keyboard help</source>
        <translation>键盘帮助</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Deal the &amp;roles</source>
        <translation>发放身份(&amp;R)</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>The players in seat order</source>
        <translation>按座位顺序排列的玩家</translation>
    </message>
    <message>
        <source>The engine deals with its seeded random generator (Ctrl+D)</source>
        <translation>由引擎按随机种子发放身份（Ctrl+D）</translation>
    </message>
    <message>
        <source>%s — seating</source>
        <translation>%s —— 入座</translation>
    </message>
    <message>
        <source>narrator</source>
        <translation>法官模式</translation>
    </message>
    <message>
        <source>playing host</source>
        <translation>法官兼玩家</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 名玩家</numerusform>
        </translation>
    </message>
    <message>
        <source>%s · mode: %s · seed %s</source>
        <translation>%s · 模式：%s · 种子 %s</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation>（电脑玩家）</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation>（你）</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Public</source>
        <translation>公开</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>私密</translation>
    </message>
    <message>
        <source>Moderator</source>
        <translation>法官</translation>
    </message>
    <message>
        <source>Show public, private (players and teams) or moderator lines</source>
        <translation>显示公开、私密（玩家与阵营）或法官的记录</translation>
    </message>
    <message>
        <source>Export text…</source>
        <translation>导出文本……</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>导出 JSON……</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>The game as a timeline, the latest line last</source>
        <translation>按时间线显示的对局，最新的一行在最后</translation>
    </message>
    <message>
        <source>public</source>
        <translation>公开</translation>
    </message>
    <message>
        <source>to %s</source>
        <translation>给 %s</translation>
    </message>
    <message>
        <source>team %s</source>
        <translation>阵营 %s</translation>
    </message>
    <message>
        <source>moderator</source>
        <translation>法官</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Moonveil Desktop</source>
        <translation>Moonveil 桌面版</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>菜单栏</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>新建牌桌(&amp;N)……</translation>
    </message>
    <message>
        <source>Seat a new table</source>
        <translation>安排一桌新游戏</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>打开存档(&amp;O)……</translation>
    </message>
    <message>
        <source>Resume or review a saved game</source>
        <translation>继续或回顾一局存档</translation>
    </message>
    <message>
        <source>Open saved-games &amp;file…</source>
        <translation>打开存档文件(&amp;F)……</translation>
    </message>
    <message>
        <source>Use another saved-games file</source>
        <translation>使用另一个存档文件</translation>
    </message>
    <message>
        <source>&amp;Continue a game in progress…</source>
        <translation>继续进行中的游戏(&amp;C)……</translation>
    </message>
    <message>
        <source>A game begun on paper: enter the players, their roles, who is alive and the night</source>
        <translation>在纸上开始的游戏：输入玩家、他们的身份、谁还活着以及第几夜</translation>
    </message>
    <message>
        <source>Saved &amp;games…</source>
        <translation>存档管理(&amp;G)……</translation>
    </message>
    <message>
        <source>Every saved game, the files kept aside at start: restore, export</source>
        <translation>所有存档对局，以及启动时被移到一旁的文件：恢复、导出</translation>
    </message>
    <message>
        <source>Export log as &amp;text…</source>
        <translation>将日志导出为文本(&amp;T)……</translation>
    </message>
    <message>
        <source>The log as plain text</source>
        <translation>纯文本格式的日志</translation>
    </message>
    <message>
        <source>Export log as &amp;JSON…</source>
        <translation>将日志导出为 JSON(&amp;J)……</translation>
    </message>
    <message>
        <source>The log as structured data</source>
        <translation>结构化数据格式的日志</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)……</translation>
    </message>
    <message>
        <source>Language, rule set, timers, phone server</source>
        <translation>语言、规则集、计时器、手机服务器</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>The game is saved; resume it next time</source>
        <translation>游戏已保存，下次可以继续</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last action (Ctrl+Z)</source>
        <translation>撤销上一步操作（Ctrl+Z）</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo the undone action (Ctrl+Shift+Z)</source>
        <translation>重做已撤销的操作（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>发牌(&amp;D)</translation>
    </message>
    <message>
        <source>Deal the roles (Ctrl+D)</source>
        <translation>发放身份（Ctrl+D）</translation>
    </message>
    <message>
        <source>&amp;Resolve…</source>
        <translation>结算(&amp;R)……</translation>
    </message>
    <message>
        <source>Preview the resolution, then announce (Ctrl+Return)</source>
        <translation>预览结算结果，然后宣布（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Resolve with host &amp;override…</source>
        <translation>法官强制结算(&amp;O)……</translation>
    </message>
    <message>
        <source>Close the phase although players are missing (Ctrl+Shift+Return)</source>
        <translation>即使有玩家未行动也结束本阶段（Ctrl+Shift+Enter）</translation>
    </message>
    <message>
        <source>Let &amp;bots act</source>
        <translation>让电脑玩家行动(&amp;B)</translation>
    </message>
    <message>
        <source>Bots act now (Ctrl+B)</source>
        <translation>电脑玩家立即行动（Ctrl+B）</translation>
    </message>
    <message>
        <source>Start/pause &amp;timer</source>
        <translation>开始/暂停计时(&amp;T)</translation>
    </message>
    <message>
        <source>The countdown of this phase (Ctrl+T)</source>
        <translation>本阶段的倒计时（Ctrl+T）</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>历史(&amp;H)……</translation>
    </message>
    <message>
        <source>Every finished game: win rates per player, role and team (Ctrl+H)</source>
        <translation>所有已结束的对局：每位玩家、身份和阵营的胜率（Ctrl+H）</translation>
    </message>
    <message>
        <source>&amp;Projector</source>
        <translation>投影(&amp;P)</translation>
    </message>
    <message>
        <source>The public view for a second screen (F11)</source>
        <translation>用于第二块屏幕的公开画面（F11）</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>About Moonveil Desktop</source>
        <translation>关于 Moonveil 桌面版</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Tick the step you have read aloud and go to the next one</source>
        <translation>勾选已朗读的步骤并转到下一步</translation>
    </message>
    <message>
        <source>Open &amp;voting</source>
        <translation>开始投票(&amp;V)</translation>
    </message>
    <message>
        <source>Close the day and open the vote (preview first)</source>
        <translation>结束白天并开始投票（先预览）</translation>
    </message>
    <message>
        <source>&amp;Keyboard help</source>
        <translation>键盘帮助(&amp;K)</translation>
    </message>
    <message>
        <source>Every shortcut of the console</source>
        <translation>控制台的全部快捷键</translation>
    </message>
    <message>
        <source>&amp;Grimoire</source>
        <translation>魔典(&amp;G)</translation>
    </message>
    <message>
        <source>Show or hide every role (F9)</source>
        <translation>显示或隐藏所有身份（F9）</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>日志(&amp;L)</translation>
    </message>
    <message>
        <source>Show or hide the log</source>
        <translation>显示或隐藏日志</translation>
    </message>
    <message>
        <source>&amp;Phones</source>
        <translation>手机(&amp;P)</translation>
    </message>
    <message>
        <source>The vote opens at the end of a day.</source>
        <translation>投票在白天结束时开始。</translation>
    </message>
    <message>
        <source>Grimoire</source>
        <translation>魔典</translation>
    </message>
    <message>
        <source>My card</source>
        <translation>我的身份</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>手机</translation>
    </message>
    <message>
        <source>Show or hide the phones panel</source>
        <translation>显示或隐藏手机面板</translation>
    </message>
    <message>
        <source>The phone server is not running.</source>
        <translation>手机服务器未运行。</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>存档</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>继续游戏？</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game (%s, %n player(s), %s) was found. Resume it?</source>
        <translation>
            <numerusform>发现一局未完成的游戏（%s，%n 名玩家，%s）。要继续吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game (%s, %n player(s), day %d) was found. Resume it?</source>
        <translation>
            <numerusform>发现一局未完成的游戏（%s，%n 名玩家，第 %d 天）。要继续吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>No table</source>
        <translation>无牌桌</translation>
    </message>
    <message>
        <source>saved (game %d)</source>
        <translation>已保存（第 %d 局）</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>narrator</source>
        <translation>法官模式</translation>
    </message>
    <message>
        <source>playing host</source>
        <translation>法官兼玩家</translation>
    </message>
    <message>
        <source>Resolve %s</source>
        <translation>结算 %s</translation>
    </message>
    <message>
        <source>No empty target or ballot takes %s now.</source>
        <translation>现在没有空的目标或选票可以选择 %s。</translation>
    </message>
    <message>
        <source>Time is up for this phase.</source>
        <translation>本阶段时间到。</translation>
    </message>
    <message>
        <source>Open a saved-games file</source>
        <translation>打开存档文件</translation>
    </message>
    <message>
        <source>Moonveil saved games (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Moonveil 存档 (*.sqlite3 *.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>无法打开此文件</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>导出日志</translation>
    </message>
    <message>
        <source>Log exported to %s</source>
        <translation>日志已导出到 %s</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Night falls. Everyone, close your eyes.</source>
        <extracomment>The narrator's own lines (the book's checklist holds only each step's wake-up words).</extracomment>
        <translation>天黑请闭眼。</translation>
    </message>
    <message>
        <source>Close your eyes.</source>
        <translation>请闭眼。</translation>
    </message>
    <message>
        <source>The night is over. Host, open your eyes and close the night; everyone else, eyes closed.</source>
        <translation>夜晚结束。法官请睁眼并结束夜晚；其他人继续闭眼。</translation>
    </message>
    <message>
        <source>Everyone, open your eyes: dawn breaks.</source>
        <translation>所有人请睁眼：天亮了。</translation>
    </message>
    <message>
        <source>The day begins. Talk it over.</source>
        <translation>白天开始，请自由讨论。</translation>
    </message>
    <message>
        <source>Voting is open: vote on your phones.</source>
        <translation>投票开始：请在手机上投票。</translation>
    </message>
    <message>
        <source>Voting is closed.</source>
        <translation>投票结束。</translation>
    </message>
</context>
<context>
    <name>NarrationBox</name>
    <message>
        <source>This computer has no text to speech: the narrator shows its lines as text only.</source>
        <translation>这台电脑没有语音合成：旁白只以文字显示台词。</translation>
    </message>
    <message>
        <source>No {language} voice on this computer: the lines are shown as text only.</source>
        <translation>这台电脑没有{language}语音：台词只以文字显示。</translation>
    </message>
    <message>
        <source>No {language} voice on this computer: the chosen voice {voice} reads the lines.</source>
        <translation>这台电脑没有{language}语音：由所选语音 {voice} 朗读台词。</translation>
    </message>
    <message>
        <source>{language}: {voice}</source>
        <translation>{language}：{voice}</translation>
    </message>
    <message>
        <source>Narrated night</source>
        <translation>语音主持夜晚</translation>
    </message>
    <message>
        <source>Language of the voice</source>
        <translation>语音的语言</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>语音</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>语速</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>Pause between steps</source>
        <translation>步骤间停顿</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>音效</translation>
    </message>
    <message>
        <source>Shortest pause between steps, in seconds</source>
        <translation>步骤之间最短的停顿（秒）</translation>
    </message>
    <message>
        <source>Longest pause between steps, in seconds</source>
        <translation>步骤之间最长的停顿（秒）</translation>
    </message>
    <message>
        <source>The console's language</source>
        <translation>控制台的语言</translation>
    </message>
    <message>
        <source>Look for voices</source>
        <translation>查找语音</translation>
    </message>
    <message>
        <source>Ask the system which voices it has (this may take a moment)</source>
        <translation>询问系统有哪些语音（可能需要片刻）</translation>
    </message>
    <message>
        <source>How fast the voice reads: Normal is the voice's own speed, up to 10 steps slower or faster</source>
        <translation>语音朗读的速度：正常即该语音本身的语速，最多可放慢或加快 10 级</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>from </source>
        <translation>从 </translation>
    </message>
    <message>
        <source>to </source>
        <translation>到 </translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>After a step, a random pause in this range before the next one</source>
        <translation>每个步骤之后，在此范围内随机停顿，再进行下一步</translation>
    </message>
    <message>
        <source>Mute the night, dawn and countdown sounds</source>
        <translation>静音夜晚、天亮和倒计时音效</translation>
    </message>
    <message>
        <source>Automatic: a voice of the table's language</source>
        <translation>自动：使用本桌语言的语音</translation>
    </message>
    <message>
        <source>Press “Look for voices” to see which languages this computer can speak.</source>
        <translation>点击“查找语音”查看这台电脑能说哪些语言。</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Faster +{steps}</source>
        <translation>加快 +{steps}</translation>
    </message>
    <message>
        <source>Slower −{steps}</source>
        <translation>放慢 −{steps}</translation>
    </message>
    <message>
        <source>Silent</source>
        <translation>静音</translation>
    </message>
</context>
<context>
    <name>NarratorBar</name>
    <message>
        <source>Narrator</source>
        <translation>旁白</translation>
    </message>
    <message>
        <source>Pause narration</source>
        <translation>暂停旁白</translation>
    </message>
    <message>
        <source>Start narration</source>
        <translation>开始旁白</translation>
    </message>
    <message>
        <source>The laptop reads the night aloud (Space while this bar has focus)</source>
        <translation>由笔记本电脑朗读夜晚（此栏获得焦点时按空格键）</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>Say the last line again (R)</source>
        <translation>再说一遍上一句（R）</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Call the next step now (Right arrow)</source>
        <translation>立即进行下一步（右方向键）</translation>
    </message>
    <message>
        <source>&amp;Narrator</source>
        <translation>旁白(&amp;N)</translation>
    </message>
    <message>
        <source>Show the narrator bar and give it the keyboard (F7)</source>
        <translation>显示旁白栏并让其获得键盘焦点（F7）</translation>
    </message>
    <message>
        <source>Mute sounds</source>
        <translation>静音音效</translation>
    </message>
    <message>
        <source>No night, dawn or countdown sounds; the voice still speaks</source>
        <translation>不播放夜晚、天亮和倒计时音效；语音照常朗读</translation>
    </message>
    <message>
        <source>The narrator is silent. Start narration to read the night aloud.</source>
        <translation>旁白处于静音。开始旁白即可朗读夜晚。</translation>
    </message>
</context>
<context>
    <name>NetworkHint</name>
    <message>
        <source>This laptop is not on any network, so phones cannot reach it. Join the Wi-Fi that the players' phones use (or turn on a phone's hotspot and join that), then restart Moonveil Desktop.</source>
        <translation>这台电脑没有连接任何网络，手机无法访问它。请连接玩家手机所用的 Wi-Fi（或打开一部手机的热点并连上它），然后重新启动 Moonveil Desktop。</translation>
    </message>
    <message>
        <source>Phones cannot connect: the phone server listens on this laptop only (%s). In Settings, choose this laptop's network address as the phone server interface, then restart Moonveil Desktop.</source>
        <translation>手机无法连接：手机服务器只在这台笔记本上监听（%s）。请在“设置”中把手机服务器接口选为这台笔记本的网络地址，然后重新启动 Moonveil Desktop。</translation>
    </message>
    <message>
        <source>Phones must be on the same Wi-Fi as this laptop.</source>
        <translation>手机必须和这台电脑连接同一个 Wi-Fi。</translation>
    </message>
    <message>
        <source>If Windows asks whether to allow Moonveil Desktop on networks, tick Private networks and choose Allow.</source>
        <translation>如果 Windows 询问是否允许 Moonveil Desktop 访问网络，请勾选“专用网络”并选择“允许”。</translation>
    </message>
    <message>
        <source>If macOS asks whether Moonveil Desktop may "accept incoming network connections", choose Allow.</source>
        <translation>如果 macOS 询问是否让 Moonveil Desktop“接受传入的网络连接”，请选择“允许”。</translation>
    </message>
    <message>
        <source>If this laptop runs a firewall, let it accept connections on port %d.</source>
        <translation>如果这台电脑开着防火墙，请允许端口 %d 上的连接。</translation>
    </message>
    <message>
        <source>If phones still cannot open the page, the Wi-Fi may keep devices apart (guest networks often do): turn on a phone's hotspot and join it with the laptop and the other phones.</source>
        <translation>如果手机仍然打不开页面，可能是 Wi-Fi 隔离了设备（访客网络常会这样）：打开一部手机的热点，让电脑和其他手机都连上它。</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <source>New table</source>
        <translation>新建牌桌</translation>
    </message>
    <message>
        <source>The rules this table plays by</source>
        <translation>这桌游戏使用的规则</translation>
    </message>
    <message>
        <source>The same seed and the same actions always give the same game</source>
        <translation>相同的种子和相同的操作总会得到相同的对局</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>玩家名字</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>添加玩家</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>添加电脑玩家</translation>
    </message>
    <message>
        <source>A bot plays an empty seat using only what its own card shows</source>
        <translation>电脑玩家填补空位，只使用自己身份牌上的信息</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the selected seat</source>
        <translation>移除选中的座位</translation>
    </message>
    <message>
        <source>Seat order: drag a name to move it</source>
        <translation>座位顺序：拖动名字即可调整</translation>
    </message>
    <message>
        <source>Narrator: I know everything and enter the actions</source>
        <translation>法官模式：我知道所有信息并录入行动</translation>
    </message>
    <message>
        <source>Playing host: I hold a card too; actions come from phones</source>
        <translation>法官兼玩家：我也拿身份牌，行动由手机提交</translation>
    </message>
    <message>
        <source>Which seat is yours</source>
        <translation>你的座位</translation>
    </message>
    <message>
        <source>Why the table cannot be seated</source>
        <translation>无法入座的原因</translation>
    </message>
    <message>
        <source>Seat the table</source>
        <translation>开桌</translation>
    </message>
    <message>
        <source>&amp;Balance…</source>
        <translation>平衡(&amp;B)……</translation>
    </message>
    <message>
        <source>Who wins this table when bots play it many times</source>
        <translation>电脑玩家反复对局时，这一桌谁会获胜</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Saved tables: rule set, options and seats</source>
        <translation>保存的牌桌：规则、选项和座位</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>载入</translation>
    </message>
    <message>
        <source>Load the preset</source>
        <translation>载入预设</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为……</translation>
    </message>
    <message>
        <source>Save this table as a preset</source>
        <translation>将本桌保存为预设</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名……</translation>
    </message>
    <message>
        <source>Rename the preset</source>
        <translation>重命名预设</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the preset</source>
        <translation>删除预设</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>%d seats (this rule set plays with %d to %d)</source>
        <translation>%d 个座位（本规则适合 %d 至 %d 人）</translation>
    </message>
    <message>
        <source>Advanced options are not valid JSON: %s</source>
        <translation>高级选项不是有效的 JSON：%s</translation>
    </message>
    <message>
        <source>Type a name for the preset</source>
        <translation>请为预设输入名称</translation>
    </message>
    <message>
        <source>A preset called %s already exists</source>
        <translation>已有名为 %s 的预设</translation>
    </message>
    <message>
        <source>There is no preset called %s</source>
        <translation>没有名为 %s 的预设</translation>
    </message>
    <message>
        <source>Save as a preset</source>
        <translation>另存为预设</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>预设名称：</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>规则集</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Advanced: edit as JSON</source>
        <translation>高级：以 JSON 编辑</translation>
    </message>
    <message>
        <source>The options as JSON</source>
        <translation>JSON 形式的选项</translation>
    </message>
    <message>
        <source>The same options as the form above; edits here change the form</source>
        <translation>与上方表单相同的选项；在此修改会同步到表单</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>你的座位</translation>
    </message>
    <message>
        <source>&amp;Rule set</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>种子(&amp;E)</translation>
    </message>
    <message>
        <source>%s (bot)</source>
        <translation>%s（电脑玩家）</translation>
    </message>
    <message>
        <source>the options are one JSON object: {...}</source>
        <translation>选项须为一个 JSON 对象：{...}</translation>
    </message>
    <message>
        <source>Type a name first</source>
        <translation>请先输入名字</translation>
    </message>
    <message>
        <source>The name %s is already taken</source>
        <translation>名字 %s 已被使用</translation>
    </message>
    <message>
        <source>Bot %d</source>
        <translation>电脑玩家 %d</translation>
    </message>
    <message>
        <source>Playing host: choose your seat (a person, not a bot)</source>
        <translation>法官兼玩家：请选择你的座位（真人，而非电脑玩家）</translation>
    </message>
    <message>
        <source>Discard this table? The seats and options you entered will be lost.</source>
        <translation>放弃这张牌桌吗？你输入的座位和选项将会丢失。</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>继续编辑</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
</context>
<context>
    <name>NoteDialog</name>
    <message>
        <source>Note on %s</source>
        <translation>关于 %s 的备注</translation>
    </message>
    <message>
        <source>Only you see this note, in the grimoire; it is saved with the game (at most %d characters).</source>
        <translation>只有你能在魔典中看到此备注；它随游戏保存（最多 %d 个字符）。</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>打开存档</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>上次游戏</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>已损坏</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>规则集</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>No saved game yet.</source>
        <translation>还没有存档。</translation>
    </message>
</context>
<context>
    <name>OptionForm</name>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Minutes and seconds; 00:00: no limit</source>
        <translation>分钟和秒；00:00 表示不限时</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>The book's cards for this table</source>
        <translation>规则书为本桌人数给出的配置</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>还没有牌</translation>
    </message>
    <message>
        <source>Choose my own cards</source>
        <translation>自己选牌</translation>
    </message>
    <message>
        <source>Choose cards…</source>
        <translation>选择牌……</translation>
    </message>
</context>
<context>
    <name>PhasePage</name>
    <message>
        <source>See what will happen, then announce it (Ctrl+Return)</source>
        <translation>查看将要发生的结果，然后宣布（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>%s — %s</source>
        <translation>%s —— %s</translation>
    </message>
    <message>
        <source>&amp;Resolve %s…</source>
        <translation>结算%s(&amp;R)……</translation>
    </message>
    <message>
        <source>Everyone has acted: you may resolve.</source>
        <translation>所有人都已行动：可以结算了。</translation>
    </message>
    <message>
        <source>Waiting for: %s</source>
        <translation>等待：%s</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n player(s)</source>
        <translation>
            <numerusform>等待 %n 名玩家</numerusform>
        </translation>
    </message>
    <message>
        <source>Your actions are hidden with your card: press “Show my card” when nobody else can see.</source>
        <translation>你的行动与身份一起隐藏：确认没有其他人能看到屏幕时，再按“查看我的身份”。</translation>
    </message>
    <message>
        <source>Your actions</source>
        <translation>你的行动</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Nothing to enter in this phase: resolve it when ready.</source>
        <translation>本阶段无需录入：随时可以结算。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source> (eliminated)</source>
        <translation>（已出局）</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>——请选择——</translation>
    </message>
    <message>
        <source>Nobody has to act in this phase: close it when the village is ready.</source>
        <translation>本阶段无人需要行动：全体玩家就绪后即可结束。</translation>
    </message>
    <message>
        <source>— role —</source>
        <translation>——身份——</translation>
    </message>
    <message>
        <source> (sheriff)</source>
        <translation>（警长）</translation>
    </message>
</context>
<context>
    <name>PhaseTimer</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Start or pause the countdown (Ctrl+T)</source>
        <translation>开始或暂停倒计时（Ctrl+T）</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Back to the full time of this phase</source>
        <translation>恢复本阶段的完整时长</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>PhaseTitle</name>
    <message>
        <source>Night %s</source>
        <translation>第 %s 夜</translation>
    </message>
    <message>
        <source>Day %s</source>
        <translation>第 %s 天</translation>
    </message>
    <message>
        <source>Vote of day %s</source>
        <translation>第 %s 天投票</translation>
    </message>
    <message>
        <source>Before the game</source>
        <translation>开局前</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
</context>
<context>
    <name>PhoneLink</name>
    <message>
        <source>A computer player cannot be the host.</source>
        <translation>电脑玩家不能担任法官。</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>没有打开的牌桌。</translation>
    </message>
    <message>
        <source>Playing host: choose your seat first.</source>
        <translation>法官兼玩家：请先选择你的座位。</translation>
    </message>
    <message>
        <source>The roles could not be dealt.</source>
        <translation>无法发放身份。</translation>
    </message>
</context>
<context>
    <name>PhoneErrors</name>
    <message>
        <source>The body is not UTF-8 text (byte {position} is not).</source>
        <translation>请求体不是 UTF-8 文本（第 {position} 个字节不是）。</translation>
    </message>
    <message>
        <source>The body is not valid JSON (line {line}, column {column}).</source>
        <translation>请求体不是有效的 JSON（第 {line} 行，第 {column} 列）。</translation>
    </message>
    <message>
        <source>The body is nested too deeply.</source>
        <translation>请求体的嵌套层级过深。</translation>
    </message>
    <message>
        <source>The body must be a JSON object.</source>
        <translation>请求体必须是一个 JSON 对象。</translation>
    </message>
    <message>
        <source>The body could not be read: it was cut short or its Content-Encoding is broken.</source>
        <translation>无法读取请求体：内容不完整，或其 Content-Encoding 已损坏。</translation>
    </message>
    <message>
        <source>'{field}' must name an ability: a non-empty string.</source>
        <translation>“{field}”必须指明一项技能：一个非空字符串。</translation>
    </message>
    <message>
        <source>'{field}' must be a list of seat numbers.</source>
        <translation>“{field}”必须是座位号的列表。</translation>
    </message>
    <message>
        <source>Each item of '{field}' must be a seat number (a whole number).</source>
        <translation>“{field}”中的每一项都必须是座位号（整数）。</translation>
    </message>
    <message>
        <source>'{field}' must be the name of an option (a string) or null.</source>
        <translation>“{field}”必须是某个选项的名称（字符串）或 null。</translation>
    </message>
    <message>
        <source>'{field}' is missing: send a seat number, the name of an option, or null to abstain.</source>
        <translation>缺少“{field}”：请发送座位号、某个选项的名称，或发送 null 表示弃权。</translation>
    </message>
    <message>
        <source>'{field}' must be a seat number, the name of an option, or null to abstain.</source>
        <translation>“{field}”必须是座位号、某个选项的名称，或 null（表示弃权）。</translation>
    </message>
    <message>
        <source>The body is too large: at most {limit} bytes.</source>
        <translation>请求体过大：最多 {limit} 字节。</translation>
    </message>
    <message>
        <source>The request is too large.</source>
        <translation>请求过大。</translation>
    </message>
    <message>
        <source>The body must be sent as application/json.</source>
        <translation>请求体必须以 application/json 格式发送。</translation>
    </message>
    <message>
        <source>The body arrived too slowly. Try again.</source>
        <translation>请求体传输过慢。请重试。</translation>
    </message>
    <message>
        <source>The request could not be read.</source>
        <translation>无法读取该请求。</translation>
    </message>
    <message>
        <source>This address does not take this kind of request.</source>
        <translation>此地址不接受这类请求。</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>This server does not answer to that name.</source>
        <translation>此服务器不响应该名称。</translation>
    </message>
    <message>
        <source>Requests from other sites are refused.</source>
        <translation>来自其他网站的请求会被拒绝。</translation>
    </message>
    <message>
        <source>At this table the narrator enters every action: your phone only shows your card.</source>
        <translation>这张牌桌由法官录入所有行动：你的手机只显示你的身份牌。</translation>
    </message>
    <message>
        <source>The moderator's laptop could not save this, so it did not happen. Try again in a moment.</source>
        <translation>法官的笔记本电脑未能保存此操作，因此它没有生效。请稍后重试。</translation>
    </message>
    <message>
        <source>The moderator's laptop is not answering, so nothing was done. Try again in a moment.</source>
        <translation>法官的笔记本电脑没有响应，因此什么也没有执行。请稍后重试。</translation>
    </message>
    <message>
        <source>The phone server could not answer this request. Try again in a moment.</source>
        <translation>手机服务器无法响应此请求。请稍后重试。</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <source>Your card</source>
        <translation>你的身份牌</translation>
    </message>
    <message>
        <source>Hold to reveal</source>
        <translation>按住查看</translation>
    </message>
    <message>
        <source>Your card stays hidden while you do not hold the button.</source>
        <translation>松开按钮时身份牌保持隐藏。</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>阵营</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>What you do</source>
        <translation>你的技能</translation>
    </message>
    <message>
        <source>Teammates</source>
        <translation>队友</translation>
    </message>
    <message>
        <source>Uses left</source>
        <translation>剩余次数</translation>
    </message>
    <message>
        <source>Your groups</source>
        <translation>你的共群</translation>
    </message>
    <message>
        <source>What only you know</source>
        <translation>只有你知道的信息</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Waiting for the deal…</source>
        <translation>等待发牌……</translation>
    </message>
    <message>
        <source>You have been eliminated.</source>
        <translation>你已出局。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>The village</source>
        <translation>全体玩家</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <source>out</source>
        <translation>出局</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>公告</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>你的行动</translation>
    </message>
    <message>
        <source>Open my actions</source>
        <translation>打开我的行动</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>Nothing to do right now.</source>
        <translation>目前无需行动。</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Send this?</source>
        <translation>确定发送？</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>已发送</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>你的选择</translation>
    </message>
    <message>
        <source>You may change it until the phase closes.</source>
        <translation>阶段结束前可以更改。</translation>
    </message>
    <message>
        <source>Your vote</source>
        <translation>你的投票</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>票权</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>被拒绝</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n player(s).</source>
        <translation>
            <numerusform>选择 %n 名玩家。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick one.</source>
        <translation>请选择一项。</translation>
    </message>
    <message>
        <source>Name one pair or more. A player may be in one pair only.</source>
        <translation>请选择一对或多对玩家。每名玩家只能出现在一对中。</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>第{number}对</translation>
    </message>
    <message>
        <source>Pair {number}, player {position}</source>
        <translation>第{number}对，第{position}名玩家</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>——请选择——</translation>
    </message>
    <message>
        <source>Add a pair</source>
        <translation>添加一对</translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation>删除这一对</translation>
    </message>
    <message>
        <source>Named on earlier nights, never again:</source>
        <translation>之前的夜晚已选过，不能再选：</translation>
    </message>
    <message numerus="yes">
        <source>Your message (up to %n character(s)):</source>
        <translation>
            <numerusform>你的留言（最多 %n 个字）：</numerusform>
        </translation>
    </message>
    <message>
        <source>Connection lost — retrying…</source>
        <translation>连接中断——正在重试……</translation>
    </message>
    <message>
        <source>This link no longer works. Ask the host for a new code.</source>
        <translation>此链接已失效。请向法官索取新的二维码。</translation>
    </message>
    <message>
        <source>Open my card again</source>
        <translation>重新打开我的身份牌</translation>
    </message>
    <message>
        <source>Sent ✓ — hold the button to see what</source>
        <translation>已发送 ✓——按住按钮查看内容</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Before the game</source>
        <translation>开局前</translation>
    </message>
    <message>
        <source>Night {number}</source>
        <translation>第 {number} 夜</translation>
    </message>
    <message>
        <source>Day {number}</source>
        <translation>第 {number} 天</translation>
    </message>
    <message>
        <source>Vote, day {number}</source>
        <translation>第 {number} 天投票</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>加入牌桌</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Take a seat</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>牌桌码</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>前往</translation>
    </message>
    <message>
        <source>This code does not open a table. Check it on the big screen.</source>
        <translation>这个牌桌码无效，请对照大屏幕检查。</translation>
    </message>
    <message>
        <source>Waiting for the game</source>
        <translation>等待游戏开始</translation>
    </message>
    <message>
        <source>You are seated as</source>
        <translation>你的座位名</translation>
    </message>
    <message>
        <source>I'm ready</source>
        <translation>我已就绪</translation>
    </message>
    <message>
        <source>Not ready yet</source>
        <translation>尚未就绪</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>已就绪</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未就绪</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>牌桌上</translation>
    </message>
    <message>
        <source>The game starts when everyone is ready. Keep this page open: it turns into your card.</source>
        <translation>所有人就绪后游戏开始。请保持此页面打开：它会变成你的身份牌。</translation>
    </message>
    <message>
        <source>Please enter a name.</source>
        <translation>请输入名字。</translation>
    </message>
    <message>
        <source>This name is too long.</source>
        <translation>名字太长了。</translation>
    </message>
    <message>
        <source>This name contains characters that cannot be shown.</source>
        <translation>名字中有无法显示的字符。</translation>
    </message>
    <message>
        <source>Someone at this table already has this name.</source>
        <translation>牌桌上已经有人用了这个名字。</translation>
    </message>
    <message>
        <source>This name looks too much like someone else's at this table.</source>
        <translation>这个名字和本桌另一位玩家的名字太像了。</translation>
    </message>
    <message>
        <source>Names like this are kept for computer players.</source>
        <translation>这类名字留给电脑玩家使用。</translation>
    </message>
    <message>
        <source>Too many accents on one letter.</source>
        <translation>一个字母上的重音符号太多。</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>牌桌已满。</translation>
    </message>
    <message>
        <source>This table is not taking new players.</source>
        <translation>这一桌不再接受新玩家。</translation>
    </message>
    <message>
        <source>Computer players can only be added before the start.</source>
        <translation>电脑玩家只能在开局前加入。</translation>
    </message>
    <message>
        <source>This phone is not seated at the table.</source>
        <translation>这部手机没有在这一桌入座。</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>没有这个座位。</translation>
    </message>
    <message>
        <source>A game needs {least} to {most} players.</source>
        <translation>一局游戏需要 {least} 到 {most} 名玩家。</translation>
    </message>
    <message>
        <source>Waiting for: {names}</source>
        <translation>正在等待：{names}</translation>
    </message>
    <message>
        <source>You are not in this game.</source>
        <translation>你不在这一局中。</translation>
    </message>
    <message>
        <source>The host started a new game without your seat.</source>
        <translation>法官开始了新的一局，其中没有你的座位。</translation>
    </message>
    <message>
        <source>Who was who</source>
        <translation>谁是谁</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>获胜者</translation>
    </message>
    <message>
        <source>won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>警长</translation>
    </message>
    <message>
        <source>{label}: {choice}</source>
        <translation>{label}：{choice}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>身份牌</translation>
    </message>
    <message>
        <source>TV</source>
        <translation>电视</translation>
    </message>
    <message>
        <source>Scan to join this table, or open the address and type the code:</source>
        <translation>扫描二维码加入本牌桌，或打开网址并输入牌桌码：</translation>
    </message>
    <message>
        <source>Name of a player without a phone</source>
        <translation>没有手机的玩家姓名</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>The players who joined, in seat order</source>
        <translation>已加入的玩家，按座位顺序</translation>
    </message>
    <message>
        <source>Connected phones</source>
        <translation>已连接的手机</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Move the seat up</source>
        <translation>座位上移</translation>
    </message>
    <message>
        <source>Move the seat down</source>
        <translation>座位下移</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>添加电脑玩家</translation>
    </message>
    <message>
        <source>This is me</source>
        <translation>这是我</translation>
    </message>
    <message>
        <source>Playing host: the selected seat is yours (the laptop or your phone)</source>
        <translation>法官兼玩家：选中的座位是你的（笔记本电脑或你的手机）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Close the join and deal the roles</source>
        <translation>停止加入并发放身份</translation>
    </message>
    <message>
        <source>Start anyway</source>
        <translation>仍然开始</translation>
    </message>
    <message>
        <source>Start although some phones are not ready</source>
        <translation>即使有手机未就绪也开始</translation>
    </message>
    <message>
        <source>Revoke this phone</source>
        <translation>撤销这部手机</translation>
    </message>
    <message>
        <source>A new code for the selected seat; the old page stops at once</source>
        <translation>为选中的座位生成新二维码；旧页面立即失效</translation>
    </message>
    <message>
        <source>Print sheet…</source>
        <translation>打印页面……</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>全屏</translation>
    </message>
    <message>
        <source>One code at a time on the whole screen, to pass the laptop around (Esc)</source>
        <translation>全屏逐个显示二维码，便于传递笔记本电脑（Esc）</translation>
    </message>
    <message>
        <source>Open this address on a TV's browser to show the public table:</source>
        <translation>在电视浏览器中打开此网址以显示公共牌桌：</translation>
    </message>
    <message>
        <source>● Server is up: %s</source>
        <translation>● 服务器已启动：%s</translation>
    </message>
    <message>
        <source>○ The phone server could not start: %s</source>
        <translation>○ 手机服务器无法启动：%s</translation>
    </message>
    <message>
        <source>○ The phone server is not running.</source>
        <translation>○ 手机服务器未运行。</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <source>phone</source>
        <translation>手机</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>已就绪 ✓</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未就绪</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>手动添加</translation>
    </message>
    <message>
        <source>host</source>
        <translation>法官</translation>
    </message>
    <message>
        <source>The join is closed.</source>
        <translation>加入已关闭。</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>没有打开的牌桌。</translation>
    </message>
    <message>
        <source>%d seated; this rule set needs %d to %d players.</source>
        <translation>已入座 %d 人；此规则需要 %d 到 %d 名玩家。</translation>
    </message>
    <message>
        <source>Waiting for: %s</source>
        <translation>等待：%s</translation>
    </message>
    <message>
        <source>Everyone is ready.</source>
        <translation>所有人都已就绪。</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>● 已连接</translation>
    </message>
    <message>
        <source>○ no phone</source>
        <translation>○ 无手机</translation>
    </message>
    <message>
        <source>Save the sheet of phone codes</source>
        <translation>保存手机二维码页</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Moonveil — phone codes</source>
        <translation>Moonveil——手机二维码</translation>
    </message>
    <message>
        <source>The game has begun: nobody joins now. Each player's card is on the Cards tab.</source>
        <translation>游戏已开始：现在不能再加入。每位玩家的身份牌在“身份牌”标签页中。</translation>
    </message>
    <message>
        <source>TV code</source>
        <translation>电视码</translation>
    </message>
    <message>
        <source>The code in the TV's address: any case, with or without the dash</source>
        <translation>电视网址中的电视码：不区分大小写，可带或不带连字符</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Resolve: preview</source>
        <translation>结算：预览</translation>
    </message>
    <message>
        <source>Still waiting for: %s. Announcing closes the phase with a host override (logged publicly).</source>
        <translation>仍在等待：%s。宣布将由法官强制结束本阶段（会公开记录）。</translation>
    </message>
    <message>
        <source>Why (moderator only)</source>
        <translation>原因（仅法官可见）</translation>
    </message>
    <message>
        <source>Private results</source>
        <translation>私密结果</translation>
    </message>
    <message>
        <source>The village will hear</source>
        <translation>全体玩家将听到</translation>
    </message>
    <message>
        <source>Nothing is announced to the village at this step.</source>
        <translation>这一步不向全体玩家宣布任何内容。</translation>
    </message>
    <message>
        <source>&amp;Announce</source>
        <translation>宣布(&amp;A)</translation>
    </message>
    <message>
        <source>Commit this resolution (it can be undone with Ctrl+Z)</source>
        <translation>确认此结算（可用 Ctrl+Z 撤销）</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>Night {number}</source>
        <translation>第 {number} 夜</translation>
    </message>
    <message>
        <source>Day {number}</source>
        <translation>第 {number} 天</translation>
    </message>
    <message>
        <source>Vote — day {number}</source>
        <translation>投票 —— 第 {number} 天</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>{title} — {page} of {pages}</source>
        <translation>{title}——第 {page} 页，共 {pages} 页</translation>
    </message>
    <message>
        <source>Waiting for the deal</source>
        <translation>等待发牌</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>已出局</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <source>Ready: {done} of {total}</source>
        <translation>已就绪：{done}/{total}</translation>
    </message>
    <message>
        <source>✓ ready</source>
        <translation>✓ 已就绪</translation>
    </message>
    <message>
        <source>… waiting</source>
        <translation>……等待中</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>Votes of day {number}</source>
        <translation>第 {number} 天的投票</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>{name} ({weight})</source>
        <translation>{name}（{weight}）</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>Total {total} · more than {threshold} needed</source>
        <translation>共 {total} 票 · 需超过 {threshold} 票</translation>
    </message>
    <message>
        <source>On the stand</source>
        <translation>发言台上</translation>
    </message>
    <message>
        <source>Winners: {names}</source>
        <translation>获胜者：{names}</translation>
    </message>
    <message>
        <source>Draw — nobody wins</source>
        <translation>平局——无人获胜</translation>
    </message>
    <message>
        <source>How the game went</source>
        <translation>对局回顾</translation>
    </message>
    <message>
        <source>Every role</source>
        <translation>全部身份</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} 名玩家</translation>
    </message>
    <message>
        <source>{count} alive</source>
        <translation>{count} 人存活</translation>
    </message>
    <message>
        <source>The moderator's laptop is not answering: this screen may be out of date.</source>
        <translation>法官的笔记本电脑没有响应：此屏幕显示的可能不是最新状态。</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>时间到！</translation>
    </message>
    <message>
        <source>The night is quiet so far.</source>
        <translation>目前夜晚一片寂静。</translation>
    </message>
    <message>
        <source>✓ voted</source>
        <translation>✓ 已投票</translation>
    </message>
    <message>
        <source>… voting</source>
        <translation>……投票中</translation>
    </message>
    <message>
        <source>★ winner</source>
        <translation>★ 获胜</translation>
    </message>
    <message>
        <source>Voted: {done} of {total}</source>
        <translation>已投票：{done}/{total}</translation>
    </message>
    <message>
        <source>Accusations</source>
        <translation>指控</translation>
    </message>
    <message>
        <source>Debate</source>
        <translation>辩论</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>辩护</translation>
    </message>
    <message>
        <source>Judgment</source>
        <translation>审判</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>平票决胜</translation>
    </message>
    <message>
        <source>Sanction</source>
        <translation>处罚</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>黎明</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>讨论</translation>
    </message>
    <message>
        <source>Discontent</source>
        <translation>不满</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>Run-off</source>
        <translation>PK 投票</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Sheriff candidates</source>
        <translation>警长竞选</translation>
    </message>
    <message>
        <source>Sheriff candidates withdraw</source>
        <translation>警长候选人退水</translation>
    </message>
    <message>
        <source>Sheriff election</source>
        <translation>警长投票</translation>
    </message>
    <message>
        <source>Sheriff run-off</source>
        <translation>警长 PK</translation>
    </message>
    <message>
        <source>Night actions</source>
        <translation>夜间行动</translation>
    </message>
    <message>
        <source>The Witch</source>
        <translation>女巫</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>声望</translation>
    </message>
    <message>
        <source>This is not the table's TV address</source>
        <translation>这不是本牌桌的电视网址</translation>
    </message>
    <message>
        <source>Check the code after /tv/: it is on the moderator's laptop (Phones, TV tab) and on the projector's join card.</source>
        <translation>请检查 /tv/ 后面的电视码：它显示在法官的笔记本电脑上（手机面板的“电视”标签页），以及投影上的加入卡片中。</translation>
    </message>
    <message>
        <source>{step}, day {number}</source>
        <translation>第 {number} 天 · {step}</translation>
    </message>
    <message>
        <source>Sheriff</source>
        <translation>警长</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Moonveil — projector</source>
        <translation>Moonveil —— 投影</translation>
    </message>
</context>
<context>
    <name>QrView</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一个</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一个 ▶</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <source>One at a time</source>
        <translation>逐个显示</translation>
    </message>
    <message>
        <source>Phone codes</source>
        <translation>手机二维码</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>Game type</source>
        <translation>游戏类型</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>预言家</translation>
    </message>
    <message>
        <source>Guardian</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>Maximum days (0: no limit)</source>
        <translation>最多天数（0 表示不限）</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>投票方式</translation>
    </message>
    <message>
        <source>How the cards are chosen</source>
        <translation>如何选择牌</translation>
    </message>
    <message>
        <source>A classic mix</source>
        <translation>经典组合</translation>
    </message>
    <message>
        <source>My own cards</source>
        <translation>自选牌</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Roles that play well together, for a range of table sizes</source>
        <translation>适合一起使用的身份，对应一定的人数范围</translation>
    </message>
    <message>
        <source>My own theme</source>
        <translation>自定主题</translation>
    </message>
    <message>
        <source>The special roles the draw picks from, instead of the theme's</source>
        <translation>抽取时使用的特殊身份，代替主题自带的</translation>
    </message>
    <message>
        <source>Classic mix</source>
        <translation>经典组合</translation>
    </message>
    <message>
        <source>A saved classic setup</source>
        <translation>保存好的经典配置</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>狼人数量</translation>
    </message>
    <message>
        <source>How many Wolves; Automatic: a quarter of the table</source>
        <translation>狼人数量；自动：全桌的四分之一</translation>
    </message>
    <message>
        <source>Advanced roles</source>
        <translation>进阶身份</translation>
    </message>
    <message>
        <source>Catalog roles added to the classic cards, each once</source>
        <translation>加入经典配置的目录身份，每个一张</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Exactly one card per seat</source>
        <translation>每个座位恰好一张牌</translation>
    </message>
    <message>
        <source>Maximum days</source>
        <translation>最多天数</translation>
    </message>
    <message>
        <source>The game ends in a draw after this day</source>
        <translation>这一天之后游戏以平局结束</translation>
    </message>
    <message>
        <source>Strict majority: banished with more than half of all ballot weight.
Most votes: the player named most is banished; a tie is drawn by lot.</source>
        <translation>过半数：得到超过总票权一半者被放逐。
得票最多：得票最多者被放逐，平票时抽签决定。</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Presence check</source>
        <translation>在场确认</translation>
    </message>
    <message>
        <source>Players confirm they are still at the table; without it the Mystic is not dealt</source>
        <translation>玩家确认自己仍在桌前；关闭时不发神秘者</translation>
    </message>
    <message>
        <source>Phase times</source>
        <translation>阶段时长</translation>
    </message>
    <message>
        <source>How long each phase lasts before it closes by itself</source>
        <translation>每个阶段自动结束前持续多久</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>夜晚</translation>
    </message>
    <message>
        <source>Debate</source>
        <translation>讨论</translation>
    </message>
    <message>
        <source>Accusation</source>
        <translation>指控</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>平票加赛</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>辩护</translation>
    </message>
    <message>
        <source>Judgment</source>
        <translation>裁决</translation>
    </message>
    <message>
        <source>The book's cards are for 22 players; other tables get proposed cards you can change</source>
        <translation>规则书配置为 22 人；其他人数会得到可修改的建议配置</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>士兵数量</translation>
    </message>
    <message>
        <source>Alien Soldiers in the book's cards (one more seat each)</source>
        <translation>规则书配置中的外星士兵数（每名多一个座位）</translation>
    </message>
    <message>
        <source>Players may vote for themselves</source>
        <translation>玩家可以投自己</translation>
    </message>
    <message>
        <source>A tie in the vote</source>
        <translation>投票平票时</translation>
    </message>
    <message>
        <source>Nobody is burned</source>
        <translation>无人被烧死</translation>
    </message>
    <message>
        <source>The first to reach the count</source>
        <translation>最先达到票数者</translation>
    </message>
    <message>
        <source>The moderator picks</source>
        <translation>由法官决定</translation>
    </message>
    <message>
        <source>Publish vote totals</source>
        <translation>公布票数</translation>
    </message>
    <message>
        <source>Missed votes before a sanction</source>
        <translation>受罚前可缺席投票次数</translation>
    </message>
    <message>
        <source>Counting of missed votes</source>
        <translation>缺席投票的计数方式</translation>
    </message>
    <message>
        <source>Sanction for missed votes</source>
        <translation>缺席投票的处罚</translation>
    </message>
    <message>
        <source>The moderator confirms sanctions</source>
        <translation>处罚需法官确认</translation>
    </message>
    <message>
        <source>Harlot may repeat a visit</source>
        <translation>交际花可重复拜访</translation>
    </message>
    <message>
        <source>Guard's neighbours</source>
        <translation>守卫的邻座</translation>
    </message>
    <message>
        <source>Nights of sickness</source>
        <translation>患病夜数</translation>
    </message>
    <message>
        <source>Spirit's first night</source>
        <translation>灵魂的首夜</translation>
    </message>
    <message>
        <source>The Spirit revives only once</source>
        <translation>灵魂只复活一次</translation>
    </message>
    <message>
        <source>Victory order</source>
        <translation>胜利判定顺序</translation>
    </message>
    <message>
        <source>What the detective counts</source>
        <translation>侦探的计数依据</translation>
    </message>
    <message>
        <source>Announce "nothing to report"</source>
        <translation>宣布“无事发生”</translation>
    </message>
    <message>
        <source>No sanction</source>
        <translation>不处罚</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>When the day's vote, the night's actions and dawn close</source>
        <translation>白天投票、夜间行动和天亮的截止时间</translation>
    </message>
    <message>
        <source>The moderator closes each phase</source>
        <translation>由法官结束每个阶段</translation>
    </message>
    <message>
        <source>Minutes after each phase opens</source>
        <translation>每个阶段开始后若干分钟</translation>
    </message>
    <message>
        <source>At times of day</source>
        <translation>在每天的固定时刻</translation>
    </message>
    <message>
        <source>The game starts at</source>
        <translation>游戏开始时间</translation>
    </message>
    <message>
        <source>The vote closes</source>
        <translation>投票截止</translation>
    </message>
    <message>
        <source>Night actions close</source>
        <translation>夜间行动截止</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>天亮</translation>
    </message>
    <message>
        <source>Leave the book's cards for this table size, or choose your own</source>
        <translation>使用规则书为本桌人数给出的配置，或自己选牌</translation>
    </message>
    <message>
        <source>Sheriff election</source>
        <translation>警长竞选</translation>
    </message>
    <message>
        <source>On the first day the village elects a sheriff whose vote counts one and a half</source>
        <translation>第一天全体玩家选出警长，其票计为 1.5 票</translation>
    </message>
    <message>
        <source>Last words</source>
        <translation>遗言</translation>
    </message>
    <message>
        <source>Gypsy events</source>
        <translation>吉普赛人事件</translation>
    </message>
    <message>
        <source>Each day may bring one of the eleven events</source>
        <translation>每天可能发生十一种事件之一</translation>
    </message>
    <message>
        <source>All roles</source>
        <translation>全部身份</translation>
    </message>
    <message>
        <source>Themed roles</source>
        <translation>主题身份</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>Strict majority</source>
        <translation>过半数</translation>
    </message>
    <message>
        <source>Most votes</source>
        <translation>得票最多</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>In total</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>In a row</source>
        <translation>连续</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>出局</translation>
    </message>
    <message>
        <source>A warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>Around the circle</source>
        <translation>环形座位</translation>
    </message>
    <message>
        <source>In a line</source>
        <translation>直线座位</translation>
    </message>
    <message>
        <source>Aliens first</source>
        <translation>外星人优先</translation>
    </message>
    <message>
        <source>Village first</source>
        <translation>村民阵营优先</translation>
    </message>
    <message>
        <source>What players count as</source>
        <translation>按玩家的计为身份</translation>
    </message>
    <message>
        <source>Their roles</source>
        <translation>按实际身份</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>The saved-games file {file} is damaged or is not a Moonveil file.</source>
        <translation>存档文件 {file} 已损坏，或不是 Moonveil 的文件。</translation>
    </message>
    <message>
        <source>The saved-games file {file} is empty (0 bytes): it holds no games.</source>
        <translation>存档文件 {file} 是空的（0 字节）：里面没有对局。</translation>
    </message>
    <message>
        <source>The saved-games file {file} was written by a newer version of Moonveil Desktop. Update Moonveil Desktop to open it; the file was left as it is.</source>
        <translation>存档文件 {file} 由更新版本的 Moonveil Desktop 写入。请更新 Moonveil Desktop 后再打开；该文件保持原样。</translation>
    </message>
    <message>
        <source>You are not allowed to read the saved-games file {file}. It was left as it is; check its permissions.</source>
        <translation>你没有读取存档文件 {file} 的权限。该文件保持原样；请检查它的权限。</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written, so no saved-games file can be made there.</source>
        <translation>无法写入文件夹 {folder}，因此无法在那里创建存档文件。</translation>
    </message>
    <message>
        <source>The saved games are open read-only: you can look at them, but nothing can be played or changed here.</source>
        <translation>存档以只读方式打开：你可以查看，但在这里不能进行或更改任何对局。</translation>
    </message>
    <message>
        <source>The disk is full: this was not saved and did not happen. Free some space and try again.</source>
        <translation>磁盘已满：此操作未保存，也未生效。请释放一些空间后重试。</translation>
    </message>
    <message>
        <source>The saved-games file could not be written (a disk error): this was not saved and did not happen. Check the disk and try again.</source>
        <translation>无法写入存档文件（磁盘错误）：此操作未保存，也未生效。请检查磁盘后重试。</translation>
    </message>
    <message>
        <source>The saved-games file is busy (another program is writing to it). Try again in a moment.</source>
        <translation>存档文件正忙（另一个程序正在写入）。请稍后重试。</translation>
    </message>
    <message>
        <source>Another console has changed this game: this was not saved and did not happen. Play on the other console.</source>
        <translation>另一个控制台已更改了这局游戏：此操作未保存，也未生效。请在另一个控制台上继续。</translation>
    </message>
    <message>
        <source>Saved game {game} is damaged (its command {command} cannot be read). The other games are fine.</source>
        <translation>存档对局 {game} 已损坏（无法读取其第 {command} 条指令）。其他对局都完好。</translation>
    </message>
    <message>
        <source>There is no saved game number {game}.</source>
        <translation>没有编号为 {game} 的存档对局。</translation>
    </message>
    <message>
        <source>It was kept as {aside}; a new saved-games file was started.</source>
        <translation>它已保留为 {aside}；已新建一个存档文件。</translation>
    </message>
    <message>
        <source>Games will not be saved this session.</source>
        <translation>本次运行期间对局不会被保存。</translation>
    </message>
    <message>
        <source>Another Moonveil Desktop (process {pid} on {host}) is using this data folder. Its saved games were opened read-only here: you can look at them but not play. Play on the other console, or close it and start this one again.</source>
        <translation>另一个 Moonveil Desktop（{host} 上的进程 {pid}）正在使用此数据文件夹。它的存档在这里以只读方式打开：你可以查看，但不能进行游戏。请在另一个控制台上继续，或关闭它后重新启动这个。</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Saved games</source>
        <translation>存档</translation>
    </message>
    <message>
        <source>File kept aside</source>
        <translation>被移到一旁的文件</translation>
    </message>
    <message>
        <source>Kept since</source>
        <translation>移开时间</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Export journal…</source>
        <translation>导出记录……</translation>
    </message>
    <message>
        <source>Write this game's settings and commands to a JSON file</source>
        <translation>将此对局的设置和指令写入 JSON 文件</translation>
    </message>
    <message>
        <source>Restore its games</source>
        <translation>恢复其中的对局</translation>
    </message>
    <message>
        <source>Copy the readable games of this file into the saved games</source>
        <translation>将此文件中可读取的对局复制到存档中</translation>
    </message>
    <message>
        <source>Games in this saved-games file</source>
        <translation>此存档文件中的对局</translation>
    </message>
    <message>
        <source>Files kept aside at start</source>
        <translation>启动时被移到一旁的文件</translation>
    </message>
    <message>
        <source>Export the game's journal</source>
        <translation>导出对局记录</translation>
    </message>
    <message>
        <source>The journal could not be written to %s (%s).</source>
        <translation>无法将记录写入 %s（%s）。</translation>
    </message>
    <message>
        <source>The journal was written to %s.</source>
        <translation>记录已写入 %s。</translation>
    </message>
    <message numerus="yes">
        <source>Restored: %n game(s).</source>
        <translation>
            <numerusform>已恢复：%n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Already here: {already}. Damaged, left in the kept file: {damaged}.</source>
        <translation>已存在：{already}。已损坏、留在原文件中：{damaged}。</translation>
    </message>
</context>
<context>
    <name>SeatActionRow</name>
    <message>
        <source>What this player does</source>
        <translation>该玩家的行动</translation>
    </message>
    <message>
        <source>Action of %s</source>
        <translation>%s的行动</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Submit the action of %s</source>
        <translation>提交%s的行动</translation>
    </message>
    <message>
        <source>Enter this action (it can be undone with Ctrl+Z)</source>
        <translation>录入此行动（可用 Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>Only legal targets are offered</source>
        <translation>只列出合法目标</translation>
    </message>
    <message>
        <source>Target %d of %s</source>
        <translation>第%d个目标，%s</translation>
    </message>
    <message>
        <source>Target of %s</source>
        <translation>%s的目标</translation>
    </message>
    <message>
        <source>What %s names with this action</source>
        <translation>%s 在此行动中指定的内容</translation>
    </message>
    <message>
        <source>Choice of %s</source>
        <translation>%s 的选择</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>留言</translation>
    </message>
    <message>
        <source>Message of %s</source>
        <translation>%s 的留言</translation>
    </message>
</context>
<context>
    <name>SeatCircle</name>
    <message>
        <source>Arrow keys move between seats; Enter picks the seat as a target; F2 edits its note</source>
        <translation>方向键在座位间移动；回车将该座位选为目标；F2 编辑其备注</translation>
    </message>
    <message>
        <source>Grimoire: no seats</source>
        <translation>魔典：没有座位</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>%d 号座位</translation>
    </message>
    <message>
        <source>Pick as target</source>
        <translation>选为目标</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>备注……</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>System language (%s)</source>
        <translation>系统语言（%s）</translation>
    </message>
    <message>
        <source>The console's language; each phone chooses its own</source>
        <translation>控制台的语言；每部手机可各自选择</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Default rule set</source>
        <translation>默认规则集</translation>
    </message>
    <message>
        <source>Night timer</source>
        <translation>夜晚计时</translation>
    </message>
    <message>
        <source>Day timer</source>
        <translation>白天计时</translation>
    </message>
    <message>
        <source>Vote timer</source>
        <translation>投票计时</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The network address phones connect to</source>
        <translation>手机连接的网络地址</translation>
    </message>
    <message>
        <source>%s (this laptop only: phones cannot connect)</source>
        <translation>%s（仅限这台笔记本：手机无法连接）</translation>
    </message>
    <message>
        <source>Phone server interface</source>
        <translation>手机服务器网卡</translation>
    </message>
    <message>
        <source>Phone server port</source>
        <translation>手机服务器端口</translation>
    </message>
    <message>
        <source>Changes to the phone server apply when Moonveil Desktop starts again.</source>
        <translation>手机服务器的更改将在 Moonveil Desktop 下次启动时生效。</translation>
    </message>
    <message>
        <source>The theme follows the system's light or dark setting.</source>
        <translation>主题跟随系统的浅色或深色设置。</translation>
    </message>
</context>
<context>
    <name>StatusMark</name>
    <message>
        <source>✓ voted</source>
        <translation>✓ 已投票</translation>
    </message>
    <message>
        <source>%s has voted</source>
        <translation>%s 已投票</translation>
    </message>
    <message>
        <source>This ballot is recorded</source>
        <translation>此票已记录</translation>
    </message>
    <message>
        <source>not voted yet</source>
        <translation>尚未投票</translation>
    </message>
    <message>
        <source>%s has not voted yet</source>
        <translation>%s 尚未投票</translation>
    </message>
    <message>
        <source>Waiting for this ballot</source>
        <translation>等待此票</translation>
    </message>
    <message>
        <source>✓ ready</source>
        <translation>✓ 已就绪</translation>
    </message>
    <message>
        <source>%s is ready</source>
        <translation>%s 已就绪</translation>
    </message>
    <message>
        <source>This player has acted</source>
        <translation>该玩家已行动</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>%s: waiting</source>
        <translation>%s：等待中</translation>
    </message>
    <message>
        <source>Waiting for this player to act</source>
        <translation>等待该玩家行动</translation>
    </message>
</context>
<context>
    <name>StepBox</name>
    <message>
        <source>Tick when you have read this step aloud</source>
        <translation>读完此步骤后打勾</translation>
    </message>
    <message>
        <source>Show or hide this step (Space)</source>
        <translation>显示或隐藏此步骤（空格键）</translation>
    </message>
    <message>
        <source>Wakes: %s</source>
        <translation>睁眼：%s</translation>
    </message>
    <message>
        <source>%s: read aloud</source>
        <translation>%s：已朗读</translation>
    </message>
    <message>
        <source>Every player of this role is dead: read it aloud anyway (moderator only).</source>
        <translation>该身份的玩家均已死亡：仍需照常念出（仅法官可见）。</translation>
    </message>
    <message>
        <source>Same for all</source>
        <translation>全部相同</translation>
    </message>
    <message>
        <source>Give the first chosen action to every player of this step who has none yet, and submit them</source>
        <translation>将第一个已选择的行动赋予此步骤中尚未选择的每位玩家，并提交</translation>
    </message>
    <message>
        <source>If the night ended now, %s learns: %s</source>
        <translation>如果夜晚现在结束，%s 将得知：%s</translation>
    </message>
    <message numerus="yes">
        <source>Provisional: %n player(s) still to act can change this.</source>
        <translation>
            <numerusform>暂定：还有 %n 名玩家未行动，结果可能改变。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>{actor} — {ability}: {targets}</source>
        <translation>{actor}——{ability}：{targets}</translation>
    </message>
    <message>
        <source>{actor} — {ability}: {targets} ({option})</source>
        <translation>{actor}——{ability}：{targets}（{option}）</translation>
    </message>
    <message>
        <source>{actor} — {ability}: {option}</source>
        <translation>{actor}——{ability}：{option}</translation>
    </message>
    <message>
        <source>{actor} — {ability}</source>
        <translation>{actor}——{ability}</translation>
    </message>
    <message>
        <source>{voter} voted: {choice} (weight {weight})</source>
        <translation>{voter} 投票：{choice}（权重 {weight}）</translation>
    </message>
    <message>
        <source>The moderator closed the phase.</source>
        <translation>法官结束了这一阶段。</translation>
    </message>
    <message>
        <source>The moderator closed the phase without waiting for everyone.</source>
        <translation>法官没有等所有人就结束了这一阶段。</translation>
    </message>
    <message>
        <source>The moderator decided: {decision}</source>
        <translation>法官决定：{decision}</translation>
    </message>
    <message>
        <source>The cards were dealt.</source>
        <translation>已发牌。</translation>
    </message>
    <message>
        <source>Time ran out.</source>
        <translation>时间到了。</translation>
    </message>
    <message>
        <source>{player} learned: {text}</source>
        <translation>{player} 得知：{text}</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
</context>
<context>
    <name>TargetGroups</name>
    <message>
        <source>Add a pair</source>
        <translation>添加一对</translation>
    </message>
    <message>
        <source>Name one more pair in the same action</source>
        <translation>在同一行动中再选一对</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>删除此对</translation>
    </message>
    <message>
        <source>Remove pair %d of %s</source>
        <translation>删除第%d对（%s）</translation>
    </message>
    <message>
        <source>Named on earlier nights, never again: %s</source>
        <translation>之前的夜晚已选过，不能再选：%s</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>This saved game cannot be replayed: %s</source>
        <translation>无法重放此存档：%s</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>A note holds at most %d characters: it was not saved.</source>
        <translation>备注最多 %d 个字符：未保存。</translation>
    </message>
    <message>
        <source>There is no seat %d at this table: the note was not saved.</source>
        <translation>这张桌没有 %d 号座位：备注未保存。</translation>
    </message>
    <message>
        <source>No table is open: the note was not saved.</source>
        <translation>没有打开的桌：备注未保存。</translation>
    </message>
    <message>
        <source>Play again is possible once the game is over.</source>
        <translation>对局结束后才能再玩一局。</translation>
    </message>
    <message>
        <source>The new deal was refused: %s</source>
        <translation>新的发牌被拒绝：%s</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Attack</source>
        <translation>袭击</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>查验</translation>
    </message>
    <message>
        <source>Protect</source>
        <translation>守护</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>The Wolves</source>
        <translation>狼人阵营</translation>
    </message>
    <message>
        <source>The Village</source>
        <translation>村民阵营</translation>
    </message>
    <message>
        <source>Execute</source>
        <translation>处决</translation>
    </message>
    <message>
        <source>Pardon</source>
        <translation>赦免</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>狼人</translation>
    </message>
    <message>
        <source>not a Wolf</source>
        <translation>不是狼人</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>村民</translation>
    </message>
    <message>
        <source>no Wolf is left</source>
        <translation>狼人已全部出局</translation>
    </message>
    <message>
        <source>the Wolves are as many as the others</source>
        <translation>狼人数量与其他玩家持平</translation>
    </message>
    <message>
        <source>the day limit was reached</source>
        <translation>已达到天数上限</translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>%s's ballot</source>
        <translation>%s的选票</translation>
    </message>
    <message numerus="yes">
        <source>%s of %n ballot(s) cast</source>
        <translation>
            <numerusform>已投 %s 票，共 %n 票</numerusform>
        </translation>
    </message>
    <message>
        <source>weight %s</source>
        <translation>票权 %s</translation>
    </message>
    <message>
        <source>How much this ballot counts today</source>
        <translation>这张票今天的分量</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>Cast %s's ballot</source>
        <translation>记录%s的选票</translation>
    </message>
    <message>
        <source>Record this ballot</source>
        <translation>记录这张票</translation>
    </message>
    <message>
        <source>Tallies: %s</source>
        <translation>计票：%s</translation>
    </message>
    <message>
        <source>no ballot yet</source>
        <translation>尚无投票</translation>
    </message>
    <message numerus="yes">
        <source>Total weight %s; %n not cast yet</source>
        <translation>
            <numerusform>总票权 %s；还有 %n 人未投票</numerusform>
        </translation>
    </message>
    <message>
        <source>{choice}: {weight} — {voters}; {why}</source>
        <translation>{choice}：{weight}——{voters}；{why}</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name}（{role}）</translation>
    </message>
    <message>
        <source>{who} counts double</source>
        <translation>{who}的票算两票</translation>
    </message>
    <message>
        <source>{who} does not count</source>
        <translation>{who}的票不计</translation>
    </message>
    <message>
        <source>{who} counts {weight}</source>
        <translation>{who}的票算 {weight} 票</translation>
    </message>
    <message numerus="yes">
        <source>%n voter(s)</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>{choice}: {weight}</source>
        <translation>{choice}：{weight}</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>警长</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Moonveil Desktop</source>
        <translation>Moonveil 桌面版</translation>
    </message>
    <message>
        <source>Start a new table, or open a saved game.</source>
        <translation>开一桌新游戏，或打开存档。</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>新建牌桌(&amp;N)……</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>打开存档(&amp;O)……</translation>
    </message>
</context>
<context>
    <name>WinnerPage</name>
    <message>
        <source>&amp;New table…</source>
        <translation>新建牌桌(&amp;N)……</translation>
    </message>
    <message>
        <source>Every role</source>
        <translation>全部身份</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>{player} ({role})</source>
        <translation>{player}（{role}）</translation>
    </message>
    <message>
        <source>Winning players: %s</source>
        <translation>获胜玩家：%s</translation>
    </message>
    <message>
        <source>Reason: %s</source>
        <translation>原因：%s</translation>
    </message>
    <message>
        <source>Personal wins: %s</source>
        <translation>个人胜利：%s</translation>
    </message>
    <message>
        <source> (eliminated)</source>
        <translation>（已出局）</translation>
    </message>
</context>
<context>
    <name>qr</name>
    <message>
        <source>Moonveil cards</source>
        <translation>Moonveil 身份牌</translation>
    </message>
    <message>
        <source>Scan with your phone to see your card. Keep it secret.</source>
        <translation>用手机扫码查看你的身份牌。请保密。</translation>
    </message>
</context>
</TS>
