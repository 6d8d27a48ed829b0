<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AdviceText</name>
    <message>
        <source>Because %1.</source>
        <translation>原因：%1。</translation>
    </message>
    <message>
        <source>Why this advice: it applies when %1.</source>
        <translation>为何给出此建议：条件为 %1。</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Save HTML report</source>
        <translation>保存 HTML 报告</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML 报告 (*.html)</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>正在写入报告…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The report was not written (cancelled).</source>
        <translation>未写入报告（已取消）。</translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation>报告已写入：%1</translation>
    </message>
</context>
<context>
    <name>RoofLens</name>
    <message>
        <source>unsupported schema &quot;%1&quot; (expected rooflens.hardware/1)</source>
        <translation>不支持的 schema &quot;%1&quot;（应为 rooflens.hardware/1）</translation>
    </message>
    <message>
        <source>missing or empty</source>
        <translation>缺失或为空</translation>
    </message>
    <message>
        <source>must be &quot;coupled&quot; or &quot;separated&quot;, got &quot;%1&quot;</source>
        <translation>必须为 &quot;coupled&quot; 或 &quot;separated&quot;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>missing clock</source>
        <translation>缺少主频</translation>
    </message>
    <message>
        <source>clock must be a positive number of MHz</source>
        <translation>主频必须是以 MHz 为单位的正数</translation>
    </message>
    <message>
        <source>must be a positive whole number of cores</source>
        <translation>核数必须是正整数</translation>
    </message>
    <message>
        <source>unknown component &quot;%1&quot; (expected cube, vector, scalar, mte1, mte2, mte3, fixpipe, optionally prefixed aic. or aiv.)</source>
        <translation>未知组件 &quot;%1&quot;（应为 cube、vector、scalar、mte1、mte2、mte3、fixpipe，可带 aic. 或 aiv. 前缀）</translation>
    </message>
    <message>
        <source>must be &quot;compute&quot; or &quot;transfer&quot;</source>
        <translation>必须为 &quot;compute&quot; 或 &quot;transfer&quot;</translation>
    </message>
    <message>
        <source>%1 is a %2 component</source>
        <translation>%1 属于 %2 类组件</translation>
    </message>
    <message>
        <source>unknown precision &quot;%1&quot;</source>
        <translation>未知精度 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown transfer path &quot;%1&quot;</source>
        <translation>未知搬运通路 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>peak must be a positive number (got %1)</source>
        <translation>峰值必须为正数（实际为 %1）</translation>
    </message>
    <message>
        <source>a non-number</source>
        <translation>非数值</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>JSON 无效：%1</translation>
    </message>
    <message>
        <source>a hardware spec must be a JSON object</source>
        <translation>硬件规格必须是 JSON 对象</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot;: not a catalogue id (%2) nor a readable file</source>
        <translation>未知硬件 &quot;%1&quot;：既不是硬件目录中的 ID（%2），也不是可读取的文件</translation>
    </message>
    <message>
        <source>hardware %1 chosen by the user</source>
        <translation>硬件 %1（用户指定）</translation>
    </message>
    <message>
        <source>hardware %1 given inline by the input</source>
        <translation>硬件 %1（输入数据内嵌）</translation>
    </message>
    <message>
        <source>hardware %1 named by the input</source>
        <translation>硬件 %1（输入数据指明）</translation>
    </message>
    <message>
        <source>hardware %1 detected from chip &quot;%2&quot;</source>
        <translation>硬件 %1（根据芯片 &quot;%2&quot; 识别）</translation>
    </message>
    <message>
        <source>; clock %1 MHz as recorded (nominal %2 MHz)</source>
        <translation>；主频采用记录值 %1 MHz（标称 %2 MHz）</translation>
    </message>
    <message>
        <source>Compute Bound</source>
        <translation>计算瓶颈（Compute Bound）</translation>
    </message>
    <message>
        <source>MTE Bound</source>
        <translation>搬运瓶颈（MTE Bound）</translation>
    </message>
    <message>
        <source>Insufficient Parallelism</source>
        <translation>并行度不足</translation>
    </message>
    <message>
        <source>Inefficient Compute</source>
        <translation>计算低效</translation>
    </message>
    <message>
        <source>Inefficient MTE</source>
        <translation>搬运低效</translation>
    </message>
    <message>
        <source>Busy, unresolved</source>
        <translation>组件繁忙，待判定</translation>
    </message>
    <message>
        <source>No PMU data</source>
        <translation>无 PMU 数据</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>%1, mostly %2 (%3 of its ideal time)</source>
        <translation>%1，主要为 %2（占其理想时间的 %3）</translation>
    </message>
    <message>
        <source>cube operator</source>
        <translation>Cube 算子</translation>
    </message>
    <message>
        <source>vector/scalar operator</source>
        <translation>Vector/Scalar 算子</translation>
    </message>
    <message>
        <source>%1 task: not executed on the AI Core, the model does not apply.</source>
        <translation>%1 任务：不在 AI Core 上执行，模型不适用。</translation>
    </message>
    <message>
        <source>No busy times or work counts were recorded for this operator (profile with an aic-metrics group such as PipeUtilization).</source>
        <translation>该算子未记录繁忙时间或工作量计数（请使用 PipeUtilization 等 aic-metrics 分组采集性能数据）。</translation>
    </message>
    <message>
        <source>%1 reaches U = %2, at or above the %3 threshold for a %4: bound by %5.</source>
        <translation>%1 的 U = %2，达到或超过阈值 %3（%4）：瓶颈为 %5。</translation>
    </message>
    <message>
        <source>best U is %1 at %2</source>
        <translation>U 最高的是 %1（%2）</translation>
    </message>
    <message>
        <source>no work counts, so U is unknown</source>
        <translation>无工作量计数，U 未知</translation>
    </message>
    <message>
        <source>All components are below U %1 (%2), but no busy times were recorded, so R cannot separate parallelism from efficiency.</source>
        <translation>所有组件的 U 均低于 %1（%2），但未记录繁忙时间，因此无法用 R 区分并行度问题与执行效率问题。</translation>
    </message>
    <message>
        <source>No component reaches U %1 and every component is active less than %2 of the core time (busiest: %3 at R = %4; %5): components run nearly serially.</source>
        <translation>没有组件的 U 达到 %1，且每个组件的活跃时间都不足核运行时间的 %2（最繁忙：%3，R = %4；%5）：各组件几乎串行执行。</translation>
    </message>
    <message>
        <source>%1 is active %2 of the core time (R ≥ %3) but its work is unknown, so bound and inefficient cannot be told apart.</source>
        <translation>%1 在 %2 的核运行时间内处于活跃状态（R ≥ %3），但其工作量未知，因此无法区分瓶颈与低效。</translation>
    </message>
    <message>
        <source>%1 is active %2 of the core time (R ≥ %3) yet reaches only U = %4 (E = %5 while active): inefficient %6; suspect %7.</source>
        <translation>%1 在 %2 的核运行时间内处于活跃状态（R ≥ %3），但 U 仅为 %4（活跃期间 E = %5）：%6低效；重点排查 %7。</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>搬运</translation>
    </message>
    <message>
        <source>advice condition needs a metric and one of == != &lt; &lt;= &gt; &gt;=</source>
        <translation>优化建议条件需要一个指标以及 == != &lt; &lt;= &gt; &gt;= 之一</translation>
    </message>
    <message>
        <source>advice condition value must be a number or a string</source>
        <translation>优化建议条件的值必须是数字或字符串</translation>
    </message>
    <message>
        <source>advice item without id</source>
        <translation>优化建议条目缺少 id</translation>
    </message>
    <message>
        <source>advice item %1 has no condition</source>
        <translation>优化建议条目 %1 没有条件</translation>
    </message>
    <message>
        <source>loading was cancelled</source>
        <translation>加载已取消</translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation>文件或目录不存在</translation>
    </message>
    <message>
        <source>the directory cannot be read</source>
        <translation>无法读取该目录</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>no supported profiler output found in this directory</source>
        <translation>该目录中未找到受支持的性能数据</translation>
    </message>
    <message>
        <source>not a supported format (by content)</source>
        <translation>不是受支持的格式（按内容判断）</translation>
    </message>
    <message>
        <source>no input path given</source>
        <translation>未指定输入路径</translation>
    </message>
    <message>
        <source>Loading %1 (%2 of %3)</source>
        <translation>正在加载 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <source>nothing to merge</source>
        <translation>没有可合并的内容</translation>
    </message>
    <message>
        <source>metric-group merge: %1 of %2 operators matched; %3 operators of this input had no partner</source>
        <translation>指标分组合并：%2 个算子中有 %1 个已匹配；本输入中有 %3 个算子没有对应项</translation>
    </message>
    <message>
        <source>must be an object of precision or path to a number</source>
        <translation>必须是从精度或搬运通路映射到数值的对象</translation>
    </message>
    <message>
        <source>unknown precision</source>
        <translation>未知精度</translation>
    </message>
    <message>
        <source>unknown transfer path</source>
        <translation>未知搬运通路</translation>
    </message>
    <message>
        <source>must be a number ≥ 0</source>
        <translation>必须是 ≥ 0 的数值</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>missing or negative</source>
        <translation>缺失或为负</translation>
    </message>
    <message>
        <source>unknown component</source>
        <translation>未知组件</translation>
    </message>
    <message>
        <source>RoofLens profile JSON</source>
        <translation>RoofLens profile JSON</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>第 %1 字节处 JSON 无效：%2</translation>
    </message>
    <message>
        <source>a RoofLens profile must be a JSON object</source>
        <translation>RoofLens profile 必须是 JSON 对象</translation>
    </message>
    <message>
        <source>expected &quot;rooflens.profile/1&quot;</source>
        <translation>应为 &quot;rooflens.profile/1&quot;</translation>
    </message>
    <message>
        <source>missing or not an array</source>
        <translation>缺失或不是数组</translation>
    </message>
    <message numerus="yes">
        <source>RoofLens analysis of %n operator(s)</source>
        <translation>
            <numerusform>RoofLens 分析：%n 个算子</numerusform>
        </translation>
    </message>
    <message>
        <source>input: %1 (%2)</source>
        <translation>输入：%1（%2）</translation>
    </message>
    <message>
        <source>hardware: %1, %2 MHz (%3)</source>
        <translation>硬件：%1，%2 MHz（%3）</translation>
    </message>
    <message>
        <source>total operator time: %1</source>
        <translation>算子总耗时：%1</translation>
    </message>
    <message>
        <source>Categories:</source>
        <translation>类别：</translation>
    </message>
    <message>
        <source>Bottlenecks by estimated gain:</source>
        <translation>按预估收益排序的瓶颈：</translation>
    </message>
    <message>
        <source>gain %1 of %2</source>
        <translation>收益 %1（总耗时 %2）</translation>
    </message>
    <message>
        <source>none: no operator has a measurable gain</source>
        <translation>无：没有算子具有可量化的收益</translation>
    </message>
    <message>
        <source>%1 MHz, %2 cube / %3 vector cores</source>
        <translation>%1 MHz，%2 个 Cube 核 / %3 个 Vector 核</translation>
    </message>
    <message>
        <source>architecture: %1</source>
        <translation>架构：%1</translation>
    </message>
    <message>
        <source>clock: %1 MHz</source>
        <translation>主频：%1 MHz</translation>
    </message>
    <message>
        <source>cores: %1 cube (AIC), %2 vector (AIV)</source>
        <translation>核数：%1 个 Cube 核（AIC），%2 个 Vector 核（AIV）</translation>
    </message>
    <message>
        <source>confidence: %1</source>
        <translation>可信度：%1</translation>
    </message>
    <message>
        <source>(no published peak: busy time only)</source>
        <translation>（无公开峰值：仅有繁忙时间）</translation>
    </message>
    <message>
        <source>%1 B/cycle</source>
        <translation>%1 B/cycle</translation>
    </message>
    <message>
        <source>%1 op/cycle</source>
        <translation>%1 op/cycle</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Unknown (not invented):</source>
        <translation>未知（不做臆造）：</translation>
    </message>
    <message>
        <source>%1 expects a fraction in (0, 1] or a percentage, got &quot;%2&quot;</source>
        <translation>%1 需要 (0, 1] 区间内的小数或百分比，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>--chart-format takes png, svg and pdf, got &quot;%1&quot;</source>
        <translation>--chart-format 可取 png、svg 和 pdf，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--lang takes en or zh_CN, got &quot;%1&quot;</source>
        <translation>--lang 可取 en 或 zh_CN，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--fail-on-regression expects a percentage ≥ 0, got &quot;%1&quot;</source>
        <translation>--fail-on-regression 需要 ≥ 0 的百分比，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--rank expects a rank number, got &quot;%1&quot;</source>
        <translation>--rank 需要 rank 编号，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>analyze needs at least one PATH</source>
        <translation>analyze 需要至少一个 PATH</translation>
    </message>
    <message>
        <source>compare needs exactly two paths: BEFORE AFTER</source>
        <translation>compare 需要恰好两个路径：BEFORE AFTER</translation>
    </message>
    <message>
        <source>demo needs exactly one directory</source>
        <translation>demo 需要恰好一个目录</translation>
    </message>
    <message>
        <source>hardware needs --list or --show ID</source>
        <translation>hardware 需要 --list 或 --show ID</translation>
    </message>
    <message>
        <source>--compare needs exactly two paths: BEFORE AFTER</source>
        <translation>--compare 需要恰好两个路径：BEFORE AFTER</translation>
    </message>
    <message>
        <source>--hardware does not apply to this command</source>
        <translation>--hardware 不适用于此命令</translation>
    </message>
    <message>
        <source>cannot create directory %1</source>
        <translation>无法创建目录 %1</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>Loading the baseline</source>
        <translation>正在加载基线</translation>
    </message>
    <message>
        <source>Loading the candidate</source>
        <translation>正在加载对比数据</translation>
    </message>
    <message>
        <source>merged metric groups %1 from %2 inputs; %3 of %4 operators found a partner in every input</source>
        <translation>已合并来自 %2 个输入的指标分组 %1；%4 个算子中有 %3 个在每个输入中都找到了对应项</translation>
    </message>
    <message>
        <source>(none recorded)</source>
        <translation>（无记录）</translation>
    </message>
    <message>
        <source>database query failed: %1</source>
        <translation>数据库查询失败：%1</translation>
    </message>
    <message>
        <source>an SQLite database without the Ascend profiler tables TASK and COMPUTE_TASK_INFO</source>
        <translation>该 SQLite 数据库中没有 Ascend Profiler 的 TASK 和 COMPUTE_TASK_INFO 表</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is not available</source>
        <translation>Qt 的 SQLite 驱动（QSQLITE）不可用</translation>
    </message>
    <message>
        <source>cannot open the database: %1</source>
        <translation>无法打开数据库：%1</translation>
    </message>
    <message>
        <source>binary data, not a CSV table</source>
        <translation>二进制数据，不是 CSV 表格</translation>
    </message>
    <message>
        <source>the file ends inside a quoted field that starts here (truncated file?)</source>
        <translation>文件在此处开始的带引号字段内结束（文件被截断？）</translation>
    </message>
    <message>
        <source>Ascend profiler database (*.db)</source>
        <translation>Ascend Profiler 数据库 (*.db)</translation>
    </message>
    <message>
        <source>the row has %1 fields but the header has %2</source>
        <translation>该行有 %1 个字段，但表头有 %2 个</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; holds &quot;%2&quot;, not a whole number</source>
        <translation>列 &quot;%1&quot; 的值 &quot;%2&quot; 不是整数</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; holds &quot;%2&quot;, not a time</source>
        <translation>列 &quot;%1&quot; 的值 &quot;%2&quot; 不是时间</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; holds &quot;%2&quot;, not a timestamp</source>
        <translation>列 &quot;%1&quot; 的值 &quot;%2&quot; 不是时间戳</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; holds the implausible value &quot;%2&quot; (values shifted into the wrong columns?)</source>
        <translation>列 &quot;%1&quot; 的值 &quot;%2&quot; 不合理（数值错位到了其他列？）</translation>
    </message>
    <message>
        <source>unknown table header: a kernel table needs &quot;Op Name&quot; and &quot;Task Type&quot; (msprof op_summary) or &quot;Name&quot; and &quot;Accelerator Core&quot; (torch_npu kernel_details)</source>
        <translation>未知表头：核函数表需要 &quot;Op Name&quot; 和 &quot;Task Type&quot; 列（msprof op_summary），或 &quot;Name&quot; 和 &quot;Accelerator Core&quot; 列（torch_npu kernel_details）</translation>
    </message>
    <message>
        <source>the header has no duration column</source>
        <translation>表头中没有耗时列</translation>
    </message>
    <message>
        <source>row skipped: %1</source>
        <translation>已跳过该行：%1</translation>
    </message>
    <message>
        <source>the table has a header but no rows</source>
        <translation>表格只有表头，没有数据行</translation>
    </message>
    <message>
        <source>Kernel table (kernel_details.csv, op_summary_*.csv)</source>
        <translation>核函数表（kernel_details.csv、op_summary_*.csv）</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <source>%1 op_summary tables found; only the first is loaded</source>
        <translation>找到 %1 个 op_summary 表；仅加载第一个</translation>
    </message>
    <message>
        <source>the timeline is sliced into %1 files; the first is shown</source>
        <translation>时间线被切分为 %1 个文件；仅显示第一个</translation>
    </message>
    <message>
        <source>%1 timeline files in %2; the first (%3) is loaded</source>
        <translation>%2 中有 %1 个时间线文件；已加载第一个（%3）</translation>
    </message>
    <message>
        <source>no op_summary table, msprof database or device timeline in this msprof directory</source>
        <translation>该 msprof 目录中没有 op_summary 表、msprof 数据库或设备侧时间线</translation>
    </message>
    <message>
        <source>msprof PROF_ directory</source>
        <translation>msprof PROF_ 目录</translation>
    </message>
    <message>
        <source>row skipped: it has %1 fields but the header has %2</source>
        <translation>已跳过该行：该行有 %1 个字段，但表头有 %2 个</translation>
    </message>
    <message>
        <source>OpBasicInfo.csv has no operator row</source>
        <translation>OpBasicInfo.csv 中没有算子行</translation>
    </message>
    <message>
        <source>OpBasicInfo.csv has no task duration</source>
        <translation>OpBasicInfo.csv 中没有任务耗时</translation>
    </message>
    <message>
        <source>msprof op directory (OPPROF_)</source>
        <translation>msprof op 目录（OPPROF_）</translation>
    </message>
    <message>
        <source>the kernel ran at %1 MHz, below its rated %2 MHz</source>
        <translation>核函数运行主频为 %1 MHz，低于额定的 %2 MHz</translation>
    </message>
    <message>
        <source>no metric-group CSV next to OpBasicInfo.csv: durations only</source>
        <translation>OpBasicInfo.csv 旁没有指标分组 CSV：仅有耗时数据</translation>
    </message>
    <message>
        <source>not a JSON object, ignored: %1</source>
        <translation>不是 JSON 对象，已忽略：%1</translation>
    </message>
    <message>
        <source>chip taken as the Ascend910B family (split AIC/AIV: %1); choose the exact chip with --hardware</source>
        <translation>芯片按 Ascend910B 系列处理（AIC/AIV 分离：%1）；请用 --hardware 指定确切的芯片</translation>
    </message>
    <message>
        <source>aic_/aiv_ columns</source>
        <translation>存在 aic_/aiv_ 列</translation>
    </message>
    <message>
        <source>vector-core or mixed tasks</source>
        <translation>存在 Vector 核任务或混合任务</translation>
    </message>
    <message>
        <source>AI Core clock %1 MHz derived from cycles / (blocks × core time)</source>
        <translation>AI Core 主频 %1 MHz（由 周期数 / (block 数 × 核运行时间) 推算）</translation>
    </message>
    <message>
        <source>%1 cube cores derived from cube_utilization(%)</source>
        <translation>%1 个 Cube 核（由 cube_utilization(%) 推算）</translation>
    </message>
    <message>
        <source>torch_npu / MindSpore profiler directory</source>
        <translation>torch_npu / MindSpore Profiler 目录</translation>
    </message>
    <message>
        <source>no kernel_details.csv or profiler database in ASCEND_PROFILER_OUTPUT</source>
        <translation>ASCEND_PROFILER_OUTPUT 中没有 kernel_details.csv 或 Profiler 数据库</translation>
    </message>
    <message>
        <source>no torch_npu profiler run in this directory</source>
        <translation>该目录中没有 torch_npu Profiler 采集结果</translation>
    </message>
    <message>
        <source>rank %1 is not in this directory; available ranks: %2</source>
        <translation>该目录中没有 rank %1；可用的 rank：%2</translation>
    </message>
    <message>
        <source>the timeline was not loaded (%1); the kernel table is used alone</source>
        <translation>未加载时间线（%1）；仅使用核函数表</translation>
    </message>
    <message>
        <source>timeline: %1 of %2 kernel rows matched a device task by start time</source>
        <translation>时间线：%2 个核函数行中有 %1 个按开始时间匹配到设备任务</translation>
    </message>
    <message>
        <source>the simulator trace was not loaded: %1</source>
        <translation>未加载仿真 trace：%1</translation>
    </message>
    <message>
        <source>Workspace of profiler runs (PROF_*, OPPROF_*)</source>
        <translation>Profiler 采集结果工作区（PROF_*、OPPROF_*）</translation>
    </message>
    <message>
        <source>no msprof or torch_npu run with a kernel table in this workspace</source>
        <translation>该工作区中没有带核函数表的 msprof 或 torch_npu 采集结果</translation>
    </message>
    <message>
        <source>Loading %1</source>
        <translation>正在加载 %1</translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>未加载：%1</translation>
    </message>
    <message>
        <source>no instruction pipeline in this run</source>
        <translation>本次采集结果中没有指令流水</translation>
    </message>
    <message>
        <source>no operator named %1 in the kernel tables; its pipeline is not shown</source>
        <translation>核函数表中没有名为 %1 的算子；不显示其指令流水</translation>
    </message>
    <message>
        <source>Process %1</source>
        <translation>进程 %1</translation>
    </message>
    <message>
        <source>Thread %1</source>
        <translation>线程 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) without &quot;ts&quot; were skipped</source>
        <translation>
            <numerusform>已跳过 %n 个缺少 &quot;ts&quot; 的事件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n object(s) without &quot;ph&quot; are not trace events and were skipped</source>
        <translation>
            <numerusform>%n 个缺少 &quot;ph&quot; 的对象不是 trace 事件，已跳过</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than 65536 lanes: %n event(s) were dropped</source>
        <translation>
            <numerusform>泳道超过 65536 条：已丢弃 %n 个事件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of other phases (instant, begin/end, async) are not shown</source>
        <translation>
            <numerusform>不显示 %n 个其他类型（instant、begin/end、async）的事件</numerusform>
        </translation>
    </message>
    <message>
        <source>the file ends inside a string (truncated?)</source>
        <translation>文件在字符串内部结束（被截断？）</translation>
    </message>
    <message>
        <source>the file ends where a value was expected (truncated?)</source>
        <translation>文件在应有值的位置结束（被截断？）</translation>
    </message>
    <message>
        <source>the file ends inside an object or array (truncated?)</source>
        <translation>文件在对象或数组内部结束（被截断？）</translation>
    </message>
    <message>
        <source>a JSON value was expected</source>
        <translation>此处应为 JSON 值</translation>
    </message>
    <message>
        <source>the file ends inside the top-level object (truncated?)</source>
        <translation>文件在顶层对象内部结束（被截断？）</translation>
    </message>
    <message>
        <source>the object has no &quot;traceEvents&quot; array</source>
        <translation>该对象没有 &quot;traceEvents&quot; 数组</translation>
    </message>
    <message>
        <source>a member name was expected</source>
        <translation>此处应为成员名</translation>
    </message>
    <message>
        <source>&apos;:&apos; was expected after a member name</source>
        <translation>成员名之后应为 &apos;:&apos;</translation>
    </message>
    <message>
        <source>&quot;traceEvents&quot; must be an array</source>
        <translation>&quot;traceEvents&quot; 必须是数组</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;}&apos; was expected</source>
        <translation>此处应为 &apos;,&apos; 或 &apos;}&apos;</translation>
    </message>
    <message>
        <source>not a trace-event file: &apos;[&apos; or &apos;{&apos; expected</source>
        <translation>不是 trace-event 文件：应以 &apos;[&apos; 或 &apos;{&apos; 开头</translation>
    </message>
    <message>
        <source>unexpected data after the event array</source>
        <translation>事件数组之后有多余的数据</translation>
    </message>
    <message>
        <source>&apos;]&apos; was expected to close the event array</source>
        <translation>事件数组应以 &apos;]&apos; 结束</translation>
    </message>
    <message>
        <source>the file ends before the event array is closed (truncated?)</source>
        <translation>文件在事件数组结束之前结束（被截断？）</translation>
    </message>
    <message>
        <source>a trailing &apos;,&apos; before the end of the event array</source>
        <translation>事件数组结束前有多余的 &apos;,&apos;</translation>
    </message>
    <message>
        <source>&apos;,&apos; was expected between events</source>
        <translation>事件之间应有 &apos;,&apos;</translation>
    </message>
    <message>
        <source>cannot map the file: %1</source>
        <translation>无法映射文件：%1</translation>
    </message>
    <message>
        <source>msprof op simulator trace</source>
        <translation>msprof op simulator trace</translation>
    </message>
    <message>
        <source>no simulator trace.json found</source>
        <translation>未找到仿真器的 trace.json</translation>
    </message>
    <message>
        <source>the trace holds no instructions</source>
        <translation>该 trace 中没有指令</translation>
    </message>
    <message>
        <source>an instruction without &quot;ts&quot;</source>
        <translation>存在缺少 &quot;ts&quot; 的指令</translation>
    </message>
    <message numerus="yes">
        <source>%n instruction(s) give &quot;ops&quot; without a precision; their operations are not counted</source>
        <translation>
            <numerusform>%n 条指令给出了 &quot;ops&quot; 但没有精度；不统计其运算量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n transfer(s) ran on another pipe than their mnemonic names; their bytes are not counted</source>
        <translation>
            <numerusform>%n 次搬运运行在与其助记符所示不同的流水上；不统计其字节数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flag end(s) without a beginning</source>
        <translation>
            <numerusform>%n 个同步标志只有结束没有开始</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;pid&quot; and &quot;tid&quot; must be numbers or strings</source>
        <translation>&quot;pid&quot; 和 &quot;tid&quot; 必须是数字或字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation>&quot;%1&quot; 必须是数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: %2</source>
        <translation>&quot;%1&quot; 不是数字：%2</translation>
    </message>
    <message>
        <source>&quot;ph&quot; must be a string</source>
        <translation>&quot;ph&quot; 必须是字符串</translation>
    </message>
    <message>
        <source>invalid &quot;id&quot;</source>
        <translation>&quot;id&quot; 无效</translation>
    </message>
    <message>
        <source>a trace event must be a JSON object</source>
        <translation>trace 事件必须是 JSON 对象</translation>
    </message>
    <message>
        <source>Trace-event timeline (trace_view.json, msprof_*.json)</source>
        <translation>Trace-event 时间线（trace_view.json、msprof_*.json）</translation>
    </message>
    <message>
        <source>no device tasks (&quot;Ascend Hardware&quot; events) in this timeline</source>
        <translation>该时间线中没有设备任务（&quot;Ascend Hardware&quot; 事件）</translation>
    </message>
    <message>
        <source>truncated block header (%1 of 12 bytes)</source>
        <translation>块头被截断（只有 %1 / 12 字节）</translation>
    </message>
    <message>
        <source>unknown block version 0x%1</source>
        <translation>未知的块版本 0x%1</translation>
    </message>
    <message>
        <source>not a visualize_data.bin block (reserved byte 0x%1)</source>
        <translation>不是 visualize_data.bin 块（保留字节 0x%1）</translation>
    </message>
    <message>
        <source>unknown block type 0x%1</source>
        <translation>未知的块类型 0x%1</translation>
    </message>
    <message>
        <source>the source-file block&apos;s path runs past the end of the file</source>
        <translation>源文件块的路径超出了文件末尾</translation>
    </message>
    <message>
        <source>block size %1 runs past the end of the file (%2 bytes left)</source>
        <translation>块大小 %1 超出了文件末尾（仅剩 %2 字节）</translation>
    </message>
    <message>
        <source>padding larger than the block</source>
        <translation>填充大于块本身</translation>
    </message>
    <message>
        <source>msprof op visualize_data.bin</source>
        <translation>msprof op visualize_data.bin</translation>
    </message>
    <message>
        <source>block 0x%1: invalid JSON: %2</source>
        <translation>块 0x%1：JSON 无效：%2</translation>
    </message>
    <message>
        <source>block 0x%1 is not used</source>
        <translation>块 0x%1 未使用</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Before (µs)</source>
        <translation>变更前 (µs)</translation>
    </message>
    <message>
        <source>After (µs)</source>
        <translation>变更后 (µs)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Category before → after</source>
        <translation>类别（变更前 → 变更后）</translation>
    </message>
    <message>
        <source>Limiting before</source>
        <translation>瓶颈组件（变更前）</translation>
    </message>
    <message>
        <source>Limiting after</source>
        <translation>瓶颈组件（变更后）</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>匹配方式</translation>
    </message>
    <message>
        <source>Largest improvements and regressions</source>
        <translation>最大的性能提升与性能劣化</translation>
    </message>
    <message>
        <source>Changes within ±%1 % of the baseline time count as noise.</source>
        <translation>相对基线耗时在 ±%1 % 以内的变化视为噪声。</translation>
    </message>
    <message>
        <source>No matched operator changed beyond the noise threshold.</source>
        <translation>没有已匹配算子的变化超出噪声阈值。</translation>
    </message>
    <message>
        <source>Time saved (left) and added (right) per operator</source>
        <translation>各算子节省（左）与增加（右）的时间</translation>
    </message>
    <message>
        <source>Δ time (µs)</source>
        <translation>Δ 时间 (µs)</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>性能提升</translation>
    </message>
    <message>
        <source>Regressions</source>
        <translation>性能劣化</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Duration (µs)</source>
        <translation>耗时 (µs)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>RoofLens comparison: %1 → %2</source>
        <translation>RoofLens 对比：%1 → %2</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>对比数据</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Total operator time</source>
        <translation>算子总耗时</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>%1 matched, %2 only in the baseline, %3 only in the candidate</source>
        <translation>已匹配 %1 个，仅在基线中 %2 个，仅在对比数据中 %3 个</translation>
    </message>
    <message>
        <source>Categories before and after</source>
        <translation>变更前后的类别</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>变更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>变更后</translation>
    </message>
    <message>
        <source>Share of operator time per category</source>
        <translation>各类别的算子耗时占比</translation>
    </message>
    <message>
        <source>Roofline before and after</source>
        <translation>变更前后的 Roofline</translation>
    </message>
    <message>
        <source>No operator has the work counts a Roofline chart needs.</source>
        <translation>没有算子具备绘制 Roofline 图所需的工作量计数。</translation>
    </message>
    <message>
        <source>All matched operators</source>
        <translation>所有已匹配算子</translation>
    </message>
    <message>
        <source>%1 more matches are in the CSV and JSON outputs.</source>
        <translation>另有 %1 个匹配项见 CSV 和 JSON 输出。</translation>
    </message>
    <message>
        <source>Only in the baseline</source>
        <translation>仅在基线中</translation>
    </message>
    <message>
        <source>Only in the candidate</source>
        <translation>仅在对比数据中</translation>
    </message>
    <message>
        <source>none beyond the noise threshold</source>
        <translation>无超出噪声阈值的变化</translation>
    </message>
    <message>
        <source>RoofLens comparison</source>
        <translation>RoofLens 对比</translation>
    </message>
    <message numerus="yes">
        <source>baseline:  %1 (%n operator(s), %2)</source>
        <translation>
            <numerusform>基线：    %1（%n 个算子，%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>candidate: %1 (%n operator(s), %2)</source>
        <translation>
            <numerusform>对比数据：%1（%n 个算子，%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>speedup: %1</source>
        <translation>加速比：%1</translation>
    </message>
    <message>
        <source>matched %1, only in baseline %2, only in candidate %3</source>
        <translation>已匹配 %1，仅在基线中 %2，仅在对比数据中 %3</translation>
    </message>
    <message>
        <source>Share of time per category (before → after):</source>
        <translation>各类别的耗时占比（变更前 → 变更后）：</translation>
    </message>
    <message>
        <source>Largest improvements (noise threshold %1 %):</source>
        <translation>最大的性能提升（噪声阈值 %1 %）：</translation>
    </message>
    <message>
        <source>Largest regressions:</source>
        <translation>最大的性能劣化：</translation>
    </message>
    <message>
        <source>Generated by RoofLens %1.</source>
        <translation>由 RoofLens %1 生成。</translation>
    </message>
    <message>
        <source>Bottlenecks by estimated gain</source>
        <translation>按预估收益排序的瓶颈</translation>
    </message>
    <message>
        <source>No operator has a measurable gain.</source>
        <translation>没有算子具有可量化的收益。</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Limiting component</source>
        <translation>瓶颈组件</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Gain (µs)</source>
        <translation>收益 (µs)</translation>
    </message>
    <message>
        <source>%1 more operators are in the CSV and JSON outputs.</source>
        <translation>另有 %1 个算子见 CSV 和 JSON 输出。</translation>
    </message>
    <message>
        <source>RoofLens analysis: %1</source>
        <translation>RoofLens 分析：%1</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Thresholds</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>U %1 (Cube operators), %2 (others); R %3</source>
        <translation>U %1（Cube 算子）、%2（其他算子）；R %3</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>Share of operator time</source>
        <translation>算子耗时占比</translation>
    </message>
    <message>
        <source>Roofline charts</source>
        <translation>Roofline 图</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>算子数</translation>
    </message>
    <message>
        <source>share of time</source>
        <translation>耗时占比</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>诊断信息</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>utilisation %1</source>
        <translation>利用率 %1</translation>
    </message>
    <message>
        <source>work estimated</source>
        <translation>工作量为估算值</translation>
    </message>
    <message>
        <source>before: %1</source>
        <translation>变更前：%1</translation>
    </message>
    <message>
        <source>after: %1</source>
        <translation>变更后：%1</translation>
    </message>
    <message>
        <source>○ before  ● after  → change</source>
        <translation>○ 变更前  ● 变更后  → 变化</translation>
    </message>
    <message>
        <source>per core</source>
        <translation>单核</translation>
    </message>
    <message numerus="yes">
        <source>× %n cores</source>
        <translation>
            <numerusform>× %n 核</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 roof: %2 peak %3</source>
        <translation>%1 屋顶：%2 峰值（%3）</translation>
    </message>
    <message>
        <source>%1 peak unknown for this chip</source>
        <translation>该芯片的 %1 峰值未知</translation>
    </message>
    <message>
        <source>%1 roof: %2 bandwidth</source>
        <translation>%1 屋顶：%2 带宽</translation>
    </message>
    <message>
        <source>%1 bandwidth unknown for this chip</source>
        <translation>该芯片的 %1 带宽未知</translation>
    </message>
    <message>
        <source>dashed: U_thr %1%</source>
        <translation>虚线：U_thr %1%</translation>
    </message>
    <message>
        <source>roofs use the precision and path with the most work; each point&apos;s label is its own U</source>
        <translation>屋顶按工作量最大的精度和搬运通路绘制；每个点的标签为其自身的 U</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>计算强度 (FLOP/byte)</translation>
    </message>
    <message>
        <source>Performance (GFLOP/s)</source>
        <translation>性能 (GFLOP/s)</translation>
    </message>
    <message>
        <source>no %1 operation counts (busy time only)</source>
        <translation>无 %1 运算量计数（仅有繁忙时间）</translation>
    </message>
    <message>
        <source>no %1 data</source>
        <translation>无 %1 数据</translation>
    </message>
    <message>
        <source>no %1 byte counts</source>
        <translation>无 %1 字节数计数</translation>
    </message>
    <message>
        <source>no core time</source>
        <translation>无核运行时间</translation>
    </message>
    <message>
        <source>Compute bound</source>
        <translation>计算瓶颈（Compute Bound）</translation>
    </message>
    <message>
        <source>MTE bound</source>
        <translation>搬运瓶颈（MTE Bound）</translation>
    </message>
    <message>
        <source>Under-utilised</source>
        <translation>利用率不足</translation>
    </message>
    <message>
        <source>Per core</source>
        <translation>单核</translation>
    </message>
    <message>
        <source>Whole operator</source>
        <translation>整个算子</translation>
    </message>
    <message>
        <source>simulated kernel cannot finish: instruction %1 of %2 waits for a flag that is never set</source>
        <translation>仿真的核函数无法结束：第 %1 条指令（共 %2 条）等待的同步标志从未被设置</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 exists and is not a directory</source>
        <translation>%1 已存在且不是目录</translation>
    </message>
    <message>
        <source>%1 is not empty and is not a RoofLens demo workspace; choose a new or empty directory</source>
        <translation>%1 不为空且不是 RoofLens 示例工作区；请选择新目录或空目录</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>无法替换 %1</translation>
    </message>
    <message>
        <source>the hardware catalogue has no ascend310</source>
        <translation>硬件目录中没有 ascend310</translation>
    </message>
    <message>
        <source>kernel launch is incomplete</source>
        <translation>核函数启动信息不完整</translation>
    </message>
    <message>
        <source>simulating %1: %2</source>
        <translation>仿真 %1：%2</translation>
    </message>
    <message>
        <source>conversion</source>
        <translation>类型转换</translation>
    </message>
    <message>
        <source>transcendental</source>
        <translation>超越函数</translation>
    </message>
    <message>
        <source>reduction</source>
        <translation>归约</translation>
    </message>
    <message>
        <source>arithmetic</source>
        <translation>算术运算</translation>
    </message>
    <message>
        <source>vector data movement</source>
        <translation>Vector 数据搬运</translation>
    </message>
    <message>
        <source>GM → L1</source>
        <translation>GM → L1</translation>
    </message>
    <message>
        <source>GM → UB</source>
        <translation>GM → UB</translation>
    </message>
    <message>
        <source>UB → GM</source>
        <translation>UB → GM</translation>
    </message>
    <message>
        <source>L1 → L0A</source>
        <translation>L1 → L0A</translation>
    </message>
    <message>
        <source>L1 → L0B</source>
        <translation>L1 → L0B</translation>
    </message>
    <message>
        <source>L0C out</source>
        <translation>L0C 搬出</translation>
    </message>
    <message>
        <source>GM → L0</source>
        <translation>GM → L0</translation>
    </message>
    <message>
        <source>other transfer</source>
        <translation>其他搬运</translation>
    </message>
    <message>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>matrix multiply</source>
        <translation>矩阵乘</translation>
    </message>
    <message>
        <source>scalar load/store</source>
        <translation>Scalar 加载/存储</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>Scalar</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>busy pipes</source>
        <translation>繁忙流水</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>核函数</translation>
    </message>
    <message>
        <source>Stream %1</source>
        <translation>Stream %1</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Derived from pipe ratios</source>
        <translation>由流水占比推导</translation>
    </message>
    <message>
        <source>ns</source>
        <translation>ns</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Exporting charts</source>
        <translation>正在导出图表</translation>
    </message>
    <message>
        <source>the export was cancelled</source>
        <translation>导出已取消</translation>
    </message>
    <message>
        <source>cannot write the chart: %1</source>
        <translation>无法写入图表：%1</translation>
    </message>
    <message>
        <source>Exported by RoofLens</source>
        <translation>由 RoofLens 导出</translation>
    </message>
    <message>
        <source>a chart export needs a chart, a size and a DPI</source>
        <translation>导出图表需要指定图表、尺寸和 DPI</translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation>无法绘制图表</translation>
    </message>
    <message>
        <source>cannot write the chart</source>
        <translation>无法写入图表</translation>
    </message>
    <message>
        <source>unknown chart format</source>
        <translation>未知的图表格式</translation>
    </message>
    <message>
        <source>Roof</source>
        <translation>屋顶</translation>
    </message>
    <message>
        <source>U_thr %1%</source>
        <translation>U_thr %1%</translation>
    </message>
    <message>
        <source>No operator has both %1 operation counts and %2 byte counts</source>
        <translation>没有算子同时具备 %1 运算量计数和 %2 字节数计数</translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s) used %1 but cannot be placed (see below)</source>
        <translation>
            <numerusform>%n 个算子使用了 %1，但无法在图中标出（见下文）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Start %1, duration %2</source>
        <translation>开始 %1，耗时 %2</translation>
    </message>
    <message>
        <source>Issue stall: the instruction waits to be fetched or issued</source>
        <translation>发射停顿：指令正在等待取指或发射</translation>
    </message>
    <message>
        <source>Family: %1</source>
        <translation>指令类别：%1</translation>
    </message>
    <message>
        <source>Derived from pipe ratios: %1 busy for R × duration = %2</source>
        <translation>由流水占比推导：%1 繁忙时间 = R × 耗时 = %2</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>类别：%1</translation>
    </message>
    <message>
        <source>Limiting component: %1</source>
        <translation>瓶颈组件：%1</translation>
    </message>
    <message>
        <source>Estimated gain: %1</source>
        <translation>预估收益：%1</translation>
    </message>
    <message>
        <source>Busy pipes: %1</source>
        <translation>繁忙流水：%1</translation>
    </message>
    <message>
        <source>Serial %1 · overlap %2 · idle %3</source>
        <translation>串行 %1 · 重叠 %2 · 空闲 %3</translation>
    </message>
    <message>
        <source>regression: %1 (baseline #%2, candidate #%3) %4 → %5 (%6), more than %7 % slower</source>
        <translation>性能劣化：%1（基线 #%2，对比数据 #%3）%4 → %5（%6），变慢超过 %7 %</translation>
    </message>
    <message numerus="yes">
        <source>%n matched operator(s) slower than the gate allows</source>
        <translation>
            <numerusform>%n 个已匹配算子的变慢幅度超出门限</numerusform>
        </translation>
    </message>
    <message>
        <source>demo needs exactly one directory: rooflens demo DIR</source>
        <translation>demo 需要恰好一个目录：rooflens demo DIR</translation>
    </message>
    <message>
        <source>Wrote the demo workspace to %1 (%2 files): MobileNetV3-Large inference on a simulated Ascend 310, %3 operators.</source>
        <translation>已将示例工作区写入 %1（%2 个文件）：在仿真的 Ascend 310 上进行 MobileNetV3-Large 推理，共 %3 个算子。</translation>
    </message>
    <message>
        <source>  %1/before  the library&apos;s kernels: %2 us of operator time</source>
        <translation>  %1/before  算子库原有的核函数：算子耗时 %2 us</translation>
    </message>
    <message>
        <source>  %1/after   with the paper&apos;s Table 1 strategies: %2 us</source>
        <translation>  %1/after   应用论文表 1 中的优化策略后：%2 us</translation>
    </message>
    <message>
        <source>Open it with: rooflens --compare %1/before %1/after</source>
        <translation>打开方式：rooflens --compare %1/before %1/after</translation>
    </message>
    <message numerus="yes">
        <source>%n chart file(s) written to %1</source>
        <translation>
            <numerusform>已将 %n 个图表文件写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>--charts needs the graphical libraries (internal error: no QApplication)</source>
        <translation>--charts 需要图形库（内部错误：没有 QApplication）</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>no visualize_data.bin in this directory</source>
        <translation>此目录中没有 visualize_data.bin</translation>
    </message>
    <message>
        <source>%1 operators</source>
        <translation>%1 算子数</translation>
    </message>
    <message>
        <source>%1 share of time</source>
        <translation>%1 耗时占比</translation>
    </message>
    <message>
        <source>%1 of time</source>
        <translation>占时间的 %1</translation>
    </message>
    <message>
        <source>%1 MiB is larger than such a file can be (at most %2 MiB)</source>
        <translation>%1 MiB 超出此类文件可能的大小（最多 %2 MiB）</translation>
    </message>
    <message>
        <source>the file grew past %1 MiB while being read</source>
        <translation>读取期间文件增长超过了 %1 MiB</translation>
    </message>
    <message>
        <source>must be an object of one GB/s figure per HBM variant</source>
        <translation>必须是每个 HBM 型号各一个 GB/s 数值的对象</translation>
    </message>
    <message>
        <source>bandwidth must be a positive number of GB/s</source>
        <translation>带宽必须是以 GB/s 为单位的正数</translation>
    </message>
    <message>
        <source>capacity must be a positive number</source>
        <translation>容量必须是正数</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no bandwidth figure (listed: %2)</source>
        <translation>&quot;%1&quot; 没有带宽数值（已列出：%2）</translation>
    </message>
    <message>
        <source>first-party tool source</source>
        <translation>第一方工具源码</translation>
    </message>
    <message>
        <source>vendor publication</source>
        <translation>厂商公开资料</translation>
    </message>
    <message>
        <source>third-party quote</source>
        <translation>第三方引用</translation>
    </message>
    <message>
        <source>inferred</source>
        <translation>推断</translation>
    </message>
    <message>
        <source>unknown HBM variant &quot;%1&quot;: %2 lists no chip memory bandwidth</source>
        <translation>未知的 HBM 型号 &quot;%1&quot;：%2 未列出芯片级内存带宽</translation>
    </message>
    <message>
        <source>unknown HBM variant &quot;%1&quot; for %2 (available: %3)</source>
        <translation>%2 没有 HBM 型号 &quot;%1&quot;（可用：%3）</translation>
    </message>
    <message>
        <source>%1 is a chip memory shared by all cores: give it under memory.%1</source>
        <translation>%1 是所有核共享的芯片级内存：请写在 memory.%1 下</translation>
    </message>
    <message>
        <source>unknown chip memory (expected gm or l2)</source>
        <translation>未知的芯片级内存（应为 gm 或 l2）</translation>
    </message>
    <message>
        <source>unknown tier &quot;%1&quot; (expected first_party_tool_source, vendor_publication, third_party_quote or inferred)</source>
        <translation>未知的来源等级 &quot;%1&quot;（应为 first_party_tool_source、vendor_publication、third_party_quote 或 inferred）</translation>
    </message>
    <message>
        <source>unknown chip</source>
        <translation>未知芯片</translation>
    </message>
    <message>
        <source>the input does not say which chip it ran on: no Roofline (U) without one; choose one with --hardware</source>
        <translation>输入未说明运行在哪种芯片上：没有芯片就没有 Roofline（U）；请用 --hardware 选择</translation>
    </message>
    <message>
        <source>chip &quot;%1&quot; is not in the catalogue: no Roofline (U) without one; choose one with --hardware</source>
        <translation>芯片 &quot;%1&quot; 不在硬件目录中：没有芯片就没有 Roofline（U）；请用 --hardware 选择</translation>
    </message>
    <message>
        <source>L2</source>
        <translation>L2</translation>
    </message>
    <message>
        <source>%1 at %2 of %3</source>
        <translation>%1 达到 %3 的 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s) gave a figure that is not a finite number (extreme input values); it is shown as unknown (first here)</source>
        <translation>
            <numerusform>%n 个算子得出了非有限的数值（输入值极端）；显示为未知（首个在此）</numerusform>
        </translation>
    </message>
    <message>
        <source>; HBM variant %1 chosen by the user</source>
        <translation>；HBM 型号 %1 由用户选择</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n place(s), taken as unknown (first here)</source>
        <translation>
            <numerusform>%1 出现在 %n 处，按未知处理（首个在此）</numerusform>
        </translation>
    </message>
    <message>
        <source>a negative or non-finite duration</source>
        <translation>负数或非有限的时长</translation>
    </message>
    <message>
        <source>a negative or non-finite core or busy time</source>
        <translation>负数或非有限的核时间或忙碌时间</translation>
    </message>
    <message>
        <source>a negative block count</source>
        <translation>负数的 block 数</translation>
    </message>
    <message>
        <source>a negative or non-finite work or metric value</source>
        <translation>负数或非有限的工作量或指标值</translation>
    </message>
    <message>
        <source>a timeline event with a negative duration</source>
        <translation>时长为负的时间线事件</translation>
    </message>
    <message>
        <source>a recorded clock that is not a positive number</source>
        <translation>记录的主频不是正数</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to %1</source>
        <translation>必须是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>is outside the range of a timestamp</source>
        <translation>超出时间戳的范围</translation>
    </message>
    <message>
        <source>a record with more than %1 fields: not a profiler table</source>
        <translation>一条记录超过 %1 个字段：不是性能采集表格</translation>
    </message>
    <message>
        <source>a record longer than %1 MiB: not a profiler table</source>
        <translation>一条记录长于 %1 MiB：不是性能采集表格</translation>
    </message>
    <message>
        <source>SQLite cannot read the database: %1</source>
        <translation>SQLite 无法读取该数据库：%1</translation>
    </message>
    <message>
        <source>no event ends within 64 MiB of here (nesting depth %1): not a profiler trace</source>
        <translation>此处之后 64 MiB 内没有事件结束（嵌套深度 %1）：不是性能采集 trace</translation>
    </message>
    <message>
        <source>block size %1 is larger than msprof op writes</source>
        <translation>block 大小 %1 超出 msprof op 写出的范围</translation>
    </message>
    <message>
        <source>global memory: %1 (HBM variant %2)</source>
        <translation>全局内存：%1（HBM 型号 %2）</translation>
    </message>
    <message>
        <source>hardware: %1</source>
        <translation>硬件：%1</translation>
    </message>
    <message>
        <source>Peaks (per core per cycle -&gt; whole chip; measured per-core maximum beside, the practical ceiling):</source>
        <translation>峰值（每核每周期 -&gt; 整芯片；旁为实测单核最大值，即实际上限）：</translation>
    </message>
    <message>
        <source>roof unknown</source>
        <translation>屋顶未知</translation>
    </message>
    <message>
        <source>measured max %1 per core</source>
        <translation>实测单核最大 %1</translation>
    </message>
    <message>
        <source>Chip memory (shared by all cores; HBM variant in use: %1):</source>
        <translation>芯片级内存（所有核共享；使用的 HBM 型号：%1）：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>GM (HBM)</source>
        <translation>GM（HBM）</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>bandwidth unknown</source>
        <translation>带宽未知</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>Global memory</source>
        <translation>全局内存</translation>
    </message>
    <message>
        <source>%1, HBM variant %2</source>
        <translation>%1，HBM 型号 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 / %n cores</source>
        <translation>
            <numerusform>%1 %2 / %n 个核</numerusform>
        </translation>
    </message>
    <message>
        <source>chip memory roof: %1</source>
        <translation>芯片级内存屋顶：%1</translation>
    </message>
    <message>
        <source>--hbm does not apply to this command</source>
        <translation>--hbm 不适用于此命令</translation>
    </message>
    <message>
        <source>; the data shows %1 cube cores, %2 has %3</source>
        <translation>；数据显示 %1 个 Cube 核，而 %2 有 %3 个</translation>
    </message>
    <message>
        <source>; the recorded clock and core count fit %1 better than %2 (nominal %3 MHz, %4 cube cores); analysed as %2 with what was recorded, choose --hardware %5 if that chip ran it</source>
        <translation>；记录的主频和核数与 %1 更相符，而非 %2（标称 %3 MHz，%4 个 Cube 核）；按 %2 并采用记录值分析，若实际运行的是该芯片，请选择 --hardware %5</translation>
    </message>
    <message>
        <source>the work estimated from the shapes (%1) is more than the kernel moves or computes</source>
        <translation>根据形状估计的工作量（%1）超过了算子实际搬运或计算的量</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>the measured work is more than the peak allows: the %1 peak, the clock (%2 MHz) or the block count (%3) is too low for this chip</source>
        <translation>实测工作量超过峰值所允许的量：%1 峰值、时钟（%2 MHz）或块数（%3）对此芯片而言偏低</translation>
    </message>
    <message>
        <source>this folder could not be read; profiles in it were not searched</source>
        <translation>此文件夹无法读取；其中的性能数据未被搜索</translation>
    </message>
    <message>
        <source>the search for profiles stopped at its limits (depth, folders or profiles); name a folder nearer the profiles</source>
        <translation>性能数据搜索已达上限（深度、文件夹数或数据份数）；请指定更接近性能数据的文件夹</translation>
    </message>
    <message numerus="yes">
        <source> (%n folder(s) below could not be read)</source>
        <translation>
            <numerusform>（其下 %n 个文件夹无法读取）</numerusform>
        </translation>
    </message>
    <message>
        <source>analysing the profile found at %1</source>
        <translation>分析在 %1 找到的性能数据</translation>
    </message>
    <message numerus="yes">
        <source>  %1 (%2, %n operator(s))</source>
        <translation>
            <numerusform>  %1（%2，%n 个算子）</numerusform>
        </translation>
    </message>
    <message>
        <source>this folder holds %1 profiles of different workloads; analyse one of them (rooflens analyze --list shows them):
%2</source>
        <translation>此文件夹包含 %1 份不同工作负载的性能数据；请分析其中之一（rooflens analyze --list 可列出）：
%2</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 differs from its time / core time by more than %2 on %n row(s) (first here: %3 against %4); kernel tables take R from the ratio, msprof op runs from the times</source>
        <translation>
            <numerusform>%1 与其“时间 / 核时间”在 %n 行上相差超过 %2（首例在此：%3 对 %4）；算子表的 R 取自比率，msprof op 运行的取自时间</numerusform>
        </translation>
    </message>
    <message>
        <source>this folder could not be read</source>
        <translation>此文件夹无法读取</translation>
    </message>
    <message>
        <source>the search stopped at its limits; name a folder nearer the profiles</source>
        <translation>搜索已达上限；请指定更接近性能数据的文件夹</translation>
    </message>
    <message>
        <source>listing was cancelled</source>
        <translation>列出已取消</translation>
    </message>
    <message>
        <source>as asked with --rank</source>
        <translation>按 --rank 指定</translation>
    </message>
    <message>
        <source>the lowest rank</source>
        <translation>编号最小的 rank</translation>
    </message>
    <message>
        <source>the lowest rank with a kernel table; without one: %1</source>
        <translation>有算子表的编号最小的 rank；无算子表的：%1</translation>
    </message>
    <message>
        <source>loaded rank %1 (%2), %3; ranks available: %4</source>
        <translation>已加载 rank %1（%2），%3；可用的 rank：%4</translation>
    </message>
    <message>
        <source>not used: %1</source>
        <translation>未使用：%1</translation>
    </message>
    <message>
        <source>a pipe-state trace (threads named like &quot;AIV0/PIPE_MTE2/status&quot;) written by a third-party tool, not by msprof, msprof op or its simulator: not supported; the msprof op CSVs of the same run are</source>
        <translation>第三方工具写出的流水线状态 trace（线程名形如 &quot;AIV0/PIPE_MTE2/status&quot;），不是 msprof、msprof op 或其仿真器的输出：不支持；同一次运行的 msprof op CSV 可以读取</translation>
    </message>
    <message>
        <source>this core&apos;s trace is not used: %1</source>
        <translation>未使用此核的 trace：%1</translation>
    </message>
    <message numerus="yes">
        <source>incomplete simulator run: no usable trace.json for %n core(s) (%1); the operator&apos;s span, pipe times and block count cover the %2 cores that have one</source>
        <translation>
            <numerusform>仿真运行不完整：%n 个核（%1）没有可用的 trace.json；算子的时间跨度、流水线时间和块数只覆盖有 trace 的 %2 个核</numerusform>
        </translation>
    </message>
    <message>
        <source>analyze --list takes one PATH</source>
        <translation>analyze --list 只接受一个 PATH</translation>
    </message>
    <message numerus="yes">
        <source>%n profile(s) at or below %1</source>
        <translation>
            <numerusform>%1 及其下共有 %n 份性能数据</numerusform>
        </translation>
    </message>
    <message>
        <source>kind: %1</source>
        <translation>类型：%1</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s)</source>
        <translation>
            <numerusform>%n 个算子</numerusform>
        </translation>
    </message>
    <message>
        <source>metric groups: %1</source>
        <translation>指标组：%1</translation>
    </message>
    <message>
        <source>not readable: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>rank %1 · step %2</source>
        <translation>rank %1 · 第 %2 步</translation>
    </message>
    <message>
        <source>Where the step goes</source>
        <translation>单步耗时去向</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Communication not overlapped</source>
        <translation>未被计算掩盖的通信</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <source>no</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步耗时</translation>
    </message>
    <message>
        <source>Kernel table</source>
        <translation>kernel 表</translation>
    </message>
    <message>
        <source>Operators can win back at most %1 % of the step on rank %2: its computing share. The rest is communication and time the device waits.</source>
        <translation>在 rank %2 上，算子优化最多可挽回单步的 %1 %：即其计算占比。其余为通信和设备等待时间。</translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>来源：%1。</translation>
    </message>
    <message>
        <source>Step time per rank (before → after):</source>
        <translation>各 rank 单步耗时（变更前 → 变更后）：</translation>
    </message>
    <message>
        <source>rank %1: %2 → %3 (computing %4, communication not overlapped %5, free %6)</source>
        <translation>rank %1：%2 → %3（计算 %4，未被掩盖的通信 %5，空闲 %6）</translation>
    </message>
    <message>
        <source>rank %1: only in the %2</source>
        <translation>rank %1：仅存在于%2</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <source>Where the step goes, before and after</source>
        <translation>单步耗时去向：变更前与变更后</translation>
    </message>
    <message>
        <source>Run (%1):</source>
        <translation>运行（%1）：</translation>
    </message>
    <message numerus="yes">
        <source>rank %1: %n step(s), %2; computing %3, communication not overlapped %4, free %5</source>
        <translation>
            <numerusform>rank %1：%n 步，%2；计算 %3，未被掩盖的通信 %4，空闲 %5</numerusform>
        </translation>
    </message>
    <message>
        <source>(no kernel table)</source>
        <translation>（无 kernel 表）</translation>
    </message>
    <message>
        <source>%1 %2 GB/s of %3</source>
        <translation>%1 %2 GB/s（峰值 %3）</translation>
    </message>
    <message>
        <source>%1 %2 GB/s</source>
        <translation>%1 %2 GB/s</translation>
    </message>
    <message>
        <source>no bytes moved</source>
        <translation>未传输数据</translation>
    </message>
    <message>
        <source>operators can win back at most %1 of the step on rank %2 (its computing share); the estimated gains below sum to %3, %4 of it</source>
        <translation>在 rank %2 上，算子优化最多可挽回单步的 %1（其计算占比）；下列预估收益合计 %3，占其 %4</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;: a step&apos;s time is a number of microseconds, not negative</source>
        <translation>%1 为 &quot;%2&quot;：单步时间应为非负的微秒数</translation>
    </message>
    <message>
        <source>no Step and Computing columns: not a step trace table</source>
        <translation>没有 Step 和 Computing 列：不是 step trace 表</translation>
    </message>
    <message>
        <source>no Type and Index columns: not a cluster step trace table</source>
        <translation>没有 Type 和 Index 列：不是集群 step trace 表</translation>
    </message>
    <message>
        <source>Index is &quot;%1&quot;: a rank is a whole number</source>
        <translation>Index 为 &quot;%1&quot;：rank 应为整数</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>on rank %1</source>
        <translation>（rank %1）</translation>
    </message>
    <message>
        <source>on every rank</source>
        <translation>（所有 rank 均如此）</translation>
    </message>
    <message>
        <source>on rank %1, the slowest</source>
        <translation>（最慢的 rank %1）</translation>
    </message>
    <message>
        <source>Communication not overlapped is %1 % of the step %2; computing %3 %; free %4 %</source>
        <translation>未被掩盖的通信占单步的 %1 %%2；计算 %3 %；空闲 %4 %</translation>
    </message>
    <message>
        <source>more computing</source>
        <translation>计算更多</translation>
    </message>
    <message>
        <source>more waiting on communication</source>
        <translation>通信等待更多</translation>
    </message>
    <message>
        <source>more free time</source>
        <translation>空闲时间更多</translation>
    </message>
    <message>
        <source>; rank %1 is the slowest (%2), with %3 %4 than the others&apos; mean</source>
        <translation>；rank %1 最慢（%2），比其他 rank 的平均值多 %3（%4）</translation>
    </message>
    <message>
        <source>; largest gap %1, %2 after the first task</source>
        <translation>；最大空闲间隙 %1，位于首个任务之后 %2</translation>
    </message>
    <message>
        <source>; largest gap %1, %2 after the start of step %3</source>
        <translation>；最大空闲间隙 %1，位于第 %3 步开始后 %2</translation>
    </message>
    <message>
        <source>step trace not used: %1</source>
        <translation>未使用 step trace：%1</translation>
    </message>
    <message>
        <source>communication file not used: %1</source>
        <translation>未使用通信文件：%1</translation>
    </message>
    <message>
        <source>cluster step trace not used: %1</source>
        <translation>未使用集群 step trace：%1</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the summary sentence&apos;s full stop</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>operator groups across ranks (largest first):</source>
        <translation>各 rank 上的同类算子（按耗时从大到小）：</translation>
    </message>
    <message>
        <source>rank %1 %2</source>
        <translation>rank %1 %2</translation>
    </message>
    <message>
        <source>; spread %1, slowest rank %2</source>
        <translation>；差异 %1，最慢 rank %2</translation>
    </message>
    <message>
        <source>detected from the profile (chip &quot;%1&quot;)</source>
        <translation>从性能数据识别（芯片 &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>hardware file</source>
        <translation>硬件描述文件</translation>
    </message>
    <message>
        <source>named by the profile</source>
        <translation>由性能数据指定</translation>
    </message>
    <message>
        <source>chosen by you</source>
        <translation>由您选择</translation>
    </message>
    <message>
        <source>catalogue</source>
        <translation>内置目录</translation>
    </message>
    <message>
        <source>%1, as the profile records</source>
        <translation>%1，与性能数据记录一致</translation>
    </message>
    <message>
        <source>%1; the profile records %2</source>
        <translation>%1；性能数据记录为 %2</translation>
    </message>
    <message>
        <source>recorded in the profile</source>
        <translation>性能数据中的记录</translation>
    </message>
    <message>
        <source>%1 nominal</source>
        <translation>%1 标称值</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>芯片</translation>
    </message>
    <message>
        <source>the profile does not name it; choose one for the Roofline</source>
        <translation>性能数据未注明芯片；请选择芯片以绘制 Roofline</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the catalogue; choose one for the Roofline</source>
        <translation>&quot;%1&quot; 不在目录中；请选择芯片以绘制 Roofline</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>主频</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>AI Cores</source>
        <translation>AI Core 数</translation>
    </message>
    <message>
        <source>Vector cores</source>
        <translation>Vector Core 数</translation>
    </message>
    <message>
        <source>HBM variant</source>
        <translation>HBM 规格</translation>
    </message>
    <message>
        <source>the chip&apos;s default</source>
        <translation>芯片默认</translation>
    </message>
    <message>
        <source>chip unknown: choose one for the Roofline</source>
        <translation>芯片未知：请选择芯片以绘制 Roofline</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>实测记录</translation>
    </message>
    <message>
        <source>nominal</source>
        <translation>标称</translation>
    </message>
    <message>
        <source>%1 · %2 MHz (%3) · %4 AI Cores + %5 vector cores</source>
        <translation>%1 · %2 MHz（%3）· %4 个 AI Core + %5 个 Vector Core</translation>
    </message>
    <message>
        <source>HBM %1</source>
        <translation>HBM %1</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>matrix multiplication</source>
        <translation>矩阵乘</translation>
    </message>
    <message>
        <source>convolution</source>
        <translation>卷积</translation>
    </message>
    <message>
        <source>element-wise</source>
        <translation>逐元素</translation>
    </message>
    <message>
        <source>normalisation and reduction</source>
        <translation>归一化与归约</translation>
    </message>
    <message>
        <source>data movement</source>
        <translation>数据搬运</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>the busiest component is active %1 of the core time</source>
        <translation>最忙的组件在 %1 的核时间内工作</translation>
    </message>
    <message>
        <source>no component reaches more than %1 of its roof</source>
        <translation>没有组件超过其屋顶的 %1</translation>
    </message>
    <message>
        <source>the bound component is active %1 of the core time</source>
        <translation>瓶颈组件在 %1 的核时间内工作</translation>
    </message>
    <message>
        <source>the bound component runs at %1 of its roof</source>
        <translation>瓶颈组件达到其屋顶的 %1</translation>
    </message>
    <message>
        <source>while active, the bound component reaches %1 of its peak</source>
        <translation>瓶颈组件工作时达到峰值的 %1</translation>
    </message>
    <message>
        <source>%1 is active %2 of the core time</source>
        <translation>%1 在 %2 的核时间内工作</translation>
    </message>
    <message>
        <source>%1 runs at %2 of its roof</source>
        <translation>%1 达到其屋顶的 %2</translation>
    </message>
    <message>
        <source>while active, %1 reaches %2 of its peak</source>
        <translation>%1 工作时达到峰值的 %2</translation>
    </message>
    <message>
        <source>blocks launched for only %1 of the cores</source>
        <translation>启动的 block 只覆盖 %1 的核</translation>
    </message>
    <message>
        <source>%1 of instruction fetches miss the instruction cache</source>
        <translation>%1 的取指未命中指令缓存</translation>
    </message>
    <message>
        <source>only %1 of global-memory reads hit L2</source>
        <translation>只有 %1 的 GM 读取命中 L2</translation>
    </message>
    <message>
        <source>UB bank conflicts in %1 of the cycles</source>
        <translation>%1 的周期发生 UB bank 冲突</translation>
    </message>
    <message>
        <source>%1 per transfer instruction (about 16 KB reach full bandwidth)</source>
        <translation>每条搬运指令 %1（约 16 KB 可达满带宽）</translation>
    </message>
    <message>
        <source>%1 of the bound component&apos;s work is already in low precision</source>
        <translation>瓶颈组件 %1 的工作量已是低精度</translation>
    </message>
    <message>
        <source>one pipe at a time for %1 of the kernel</source>
        <translation>算子 %1 的时间内只有一条流水在工作</translation>
    </message>
    <message>
        <source>no pipe busy for %1 of the kernel</source>
        <translation>算子 %1 的时间内没有流水在工作</translation>
    </message>
    <message>
        <source>pipes overlap for only %1 of the kernel</source>
        <translation>流水只在算子 %1 的时间内重叠</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 为 %2</translation>
    </message>
    <message>
        <source>general</source>
        <translation>通用</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>适用于%1</translation>
    </message>
    <message>
        <source>Low parallelism</source>
        <translation>并行度不足</translation>
    </message>
    <message>
        <source>Ineff. compute</source>
        <translation>计算低效</translation>
    </message>
    <message>
        <source>Ineff. MTE</source>
        <translation>搬运低效</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>繁忙待定</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>--json-indent expects 0 to 8 spaces, got &quot;%1&quot;</source>
        <translation>--json-indent 需要 0 到 8 个空格，得到的是“%1”</translation>
    </message>
    <message numerus="yes">
        <source>%n calls at this point</source>
        <translation>
            <numerusform>此处 %n 次调用</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 markers shown, those of most time</source>
        <translation>显示 %2 个标记中耗时最多的 %1 个</translation>
    </message>
    <message>
        <source>Kernels by total time</source>
        <translation>按总耗时排列的算子</translation>
    </message>
    <message>
        <source>Input shapes</source>
        <translation>输入 shape</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>调用次数</translation>
    </message>
    <message>
        <source>Total (µs)</source>
        <translation>总耗时 (µs)</translation>
    </message>
    <message>
        <source>Mean (µs)</source>
        <translation>平均耗时 (µs)</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>%1 kernels in %2 calls; spread is (longest − shortest) / shortest call, U and R are means weighted by call time. Every group is in the JSON output.</source>
        <translation>%1 个算子，共 %2 次调用；差异为（最长 − 最短）/ 最短调用，U 和 R 为按调用耗时加权的平均值。全部分组见 JSON 输出。</translation>
    </message>
    <message>
        <source>cannot write to the standard output</source>
        <translation>无法写入标准输出</translation>
    </message>
    <message>
        <source>%1 of %2 arrows shown, those of most time</source>
        <translation>显示 %2 个箭头中耗时最多的 %1 个</translation>
    </message>
    <message>
        <source>%1 more are in the CSV and JSON outputs.</source>
        <translation>另有 %1 个见 CSV 和 JSON 输出。</translation>
    </message>
    <message>
        <source>must be an object of one roof per transport</source>
        <translation>必须是每种传输类型各一个屋顶的对象</translation>
    </message>
    <message>
        <source>must be an object with peak_gbs, or null</source>
        <translation>必须是含 peak_gbs 的对象，或为 null</translation>
    </message>
    <message>
        <source>peak must be a positive number of GB/s</source>
        <translation>峰值必须是以 GB/s 为单位的正数</translation>
    </message>
    <message>
        <source>communication (%1): %2</source>
        <translation>通信（%1）：%2</translation>
    </message>
    <message>
        <source>%1 MB in %2 ms</source>
        <translation>%1 MB，用时 %2 ms</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 of %2 GB/s</source>
        <translation>为 %2 GB/s 的 %1</translation>
    </message>
    <message>
        <source>no roof on this chip</source>
        <translation>该芯片没有屋顶</translation>
    </message>
    <message>
        <source>verdicts: %1</source>
        <translation>判定：%1</translation>
    </message>
    <message>
        <source>rank %1 %2: %3, %4; %5</source>
        <translation>rank %1 %2：%3，%4；%5</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 links: bandwidth from rank (row) to rank (column)</source>
        <translation>%1 链路：从 rank（行）到 rank（列）的带宽</translation>
    </message>
    <message>
        <source>%1: source rank (rows) → destination rank (columns), colour = %2</source>
        <translation>%1：源 rank（行）→ 目的 rank（列），颜色 = %2</translation>
    </message>
    <message>
        <source>share of the %1 roof</source>
        <translation>占 %1 屋顶的比例</translation>
    </message>
    <message>
        <source>bandwidth against the fastest link (no roof on this chip)</source>
        <translation>相对最快链路的带宽（该芯片没有屋顶）</translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %3 MB in %4 ms, %5 (%n link(s))</source>
        <translation>
            <numerusform>%1 → %2：%3 MB，用时 %4 ms，%5（%n 条链路）</numerusform>
        </translation>
    </message>
    <message>
        <source>100 % of roof</source>
        <translation>屋顶的 100 %</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>red outline: slowest link</source>
        <translation>红色描边：最慢链路</translation>
    </message>
    <message>
        <source>Communication Roofline: bandwidth against message size</source>
        <translation>通信 Roofline：带宽与消息大小</translation>
    </message>
    <message>
        <source>Size per call (MB)</source>
        <translation>每次调用的数据量（MB）</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <source>%1 roof %2</source>
        <translation>%1 屋顶 %2</translation>
    </message>
    <message>
        <source>%1 on rank %2, %3: %4 MB at %5 (%6)</source>
        <translation>rank %2 上的 %1，%3：%4 MB，%5（%6）</translation>
    </message>
    <message>
        <source>Communication between devices</source>
        <translation>设备间通信</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输类型</translation>
    </message>
    <message>
        <source>Size (MB)</source>
        <translation>数据量（MB）</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间（ms）</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Roof source</source>
        <translation>屋顶来源</translation>
    </message>
    <message>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Elapse</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Wait ratio</source>
        <translation>等待占比</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>判定依据</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>优化建议</translation>
    </message>
    <message>
        <source>%1 of %2 collectives shown (those judged a problem first, then the longest); the CSV (FILE.comm.csv) and JSON have them all.</source>
        <translation>显示 %2 个集合通信中的 %1 个（先列出判定有问题的，再按耗时从长到短）；CSV（FILE.comm.csv）和 JSON 中包含全部。</translation>
    </message>
    <message>
        <source>Source: %1; link roofs are per link and direction, as msprof divides by them.</source>
        <translation>来源：%1；链路屋顶按单条链路、单个方向计，与 msprof 计算利用率时所除的值一致。</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Communication: %1 collectives matched, %2 only before, %3 only after</source>
        <translation>通信：已匹配 %1 个集合通信，仅在变更前 %2 个，仅在变更后 %3 个</translation>
    </message>
    <message>
        <source>rank %1 %2: %3 → %4 (%5); %6</source>
        <translation>rank %1 %2：%3 → %4（%5）；%6</translation>
    </message>
    <message>
        <source>%1 collectives matched by rank, name and group (or call site); %2 only before, %3 only after. The largest changes in time first.</source>
        <translation>按 rank、名称和通信域（或调用位置）匹配了 %1 个集合通信；仅在变更前 %2 个，仅在变更后 %3 个。按耗时变化从大到小排列。</translation>
    </message>
    <message numerus="yes">
        <source>communication: %n operator(s), elapsed %1, waiting %2, transit %3; %4</source>
        <translation>
            <numerusform>通信：%n 个通信算子，耗时 %1，等待 %2，传输 %3；%4</numerusform>
        </translation>
    </message>
    <message>
        <source>Communication links (per link, per direction; the roofs msprof divides by):</source>
        <translation>通信链路（按单条链路、单个方向计；即 msprof 计算利用率时所除的屋顶）：</translation>
    </message>
    <message>
        <source>no first-party figure (utilisation not judged)</source>
        <translation>无官方数值（不判定利用率）</translation>
    </message>
    <message>
        <source>cannot read the %1: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <source>the %1 is %2 MB, larger than the %3 MB a communication file can be</source>
        <translation>%1 大小为 %2 MB，超过通信文件上限 %3 MB</translation>
    </message>
    <message>
        <source>invalid JSON in the %1</source>
        <translation>%1中的 JSON 无效</translation>
    </message>
    <message>
        <source>the %1 is not a JSON object</source>
        <translation>%1不是 JSON 对象</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) were negative or not numbers and were left out</source>
        <translation>
            <numerusform>%n 个数值为负数或不是数字，已略去</numerusform>
        </translation>
    </message>
    <message>
        <source>communication file</source>
        <translation>通信文件</translation>
    </message>
    <message>
        <source>communication matrix file</source>
        <translation>通信矩阵文件</translation>
    </message>
    <message>
        <source>cluster communication file</source>
        <translation>集群通信文件</translation>
    </message>
    <message>
        <source>cluster communication matrix file</source>
        <translation>集群通信矩阵文件</translation>
    </message>
    <message>
        <source>cannot read the table %1: %2</source>
        <translation>无法读取表 %1：%2</translation>
    </message>
    <message>
        <source>the table %1 has no column %2 and was not read</source>
        <translation>表 %1 没有 %2 列，未读取</translation>
    </message>
    <message>
        <source>the table %1 could not be read to the end: %2</source>
        <translation>表 %1 未能读取完整：%2</translation>
    </message>
    <message>
        <source>no operator name</source>
        <translation>缺少算子名称</translation>
    </message>
    <message>
        <source>a time that is not a non-negative number</source>
        <translation>时间不是非负数</translation>
    </message>
    <message>
        <source>no operator name or no transport type</source>
        <translation>缺少算子名称或传输类型</translation>
    </message>
    <message>
        <source>a figure that is not a non-negative number</source>
        <translation>数值不是非负数</translation>
    </message>
    <message>
        <source>a source or destination that is not a rank</source>
        <translation>源或目的不是 rank 编号</translation>
    </message>
    <message>
        <source>no transport type, or a figure that is not a non-negative number</source>
        <translation>缺少传输类型，或数值不是非负数</translation>
    </message>
    <message>
        <source>the opId is no row of COMMUNICATION_OP</source>
        <translation>opId 在 COMMUNICATION_OP 中没有对应行</translation>
    </message>
    <message>
        <source>a transport, link or RDMA type that is not one of HCCL&apos;s</source>
        <translation>传输类型、链路类型或 RDMA 类型不是 HCCL 定义的取值</translation>
    </message>
    <message>
        <source>a copy without a TASK row giving its start and end</source>
        <translation>拷贝任务在 TASK 中没有给出其开始和结束时间的行</translation>
    </message>
    <message>
        <source>a copy whose size is not a non-negative number of bytes</source>
        <translation>拷贝任务的大小不是非负的字节数</translation>
    </message>
    <message>
        <source>a copy without a source or destination rank (counted for its collective, not in the matrix)</source>
        <translation>拷贝任务没有源或目的 rank（计入其集合通信，但不计入矩阵）</translation>
    </message>
    <message>
        <source>the operator name is not in STRING_IDS</source>
        <translation>算子名称不在 STRING_IDS 中</translation>
    </message>
    <message>
        <source>no start or end, an end before the start, or a negative wait</source>
        <translation>缺少开始或结束时间、结束早于开始，或等待时间为负</translation>
    </message>
    <message>
        <source>no opId, or one an earlier row has</source>
        <translation>缺少 opId，或与前面某行的 opId 重复</translation>
    </message>
    <message>
        <source>cannot read the table %1, the collectives have no link figures: %2</source>
        <translation>无法读取表 %1，集合通信没有链路数据：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of %1 were left out: %2 (the location is the first)</source>
        <translation>
            <numerusform>%1 中有 %n 行已略去：%2（所示位置为第一行）</numerusform>
        </translation>
    </message>
    <message>
        <source>HCCL timeline</source>
        <translation>HCCL 时间线</translation>
    </message>
    <message>
        <source>an HCCL timeline is an array of trace events</source>
        <translation>HCCL 时间线应为 trace 事件数组</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) without a time or with a negative duration were left out</source>
        <translation>
            <numerusform>已略去 %n 个缺少时间或时长为负的事件</numerusform>
        </translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>未判定</translation>
    </message>
    <message>
        <source>waiting for a peer</source>
        <translation>等待对端</translation>
    </message>
    <message>
        <source>link saturated</source>
        <translation>链路饱和</translation>
    </message>
    <message>
        <source>small packets</source>
        <translation>小包</translation>
    </message>
    <message>
        <source>low bandwidth</source>
        <translation>带宽低</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Large packets on a slow HCCS link: check the HCCS configuration.</source>
        <translation>HCCS 链路上的大包传输偏慢：请检查 HCCS 配置。</translation>
    </message>
    <message>
        <source>Large packets on a slow RDMA link: check the switch configuration.</source>
        <translation>RDMA 链路上的大包传输偏慢：请检查交换机配置。</translation>
    </message>
    <message>
        <source>An RDMA transit above 4 s is the sign of retransmission.</source>
        <translation>RDMA 传输时间超过 4 s 是发生重传的迹象。</translation>
    </message>
    <message>
        <source>Large packets on a slow PCIe link: other traffic is contending for the bandwidth.</source>
        <translation>PCIe 链路上的大包传输偏慢：有其他流量在争抢带宽。</translation>
    </message>
    <message>
        <source>Large packets on a slow link: check its configuration and what else uses it.</source>
        <translation>链路上的大包传输偏慢：请检查其配置，以及还有哪些流量在使用它。</translation>
    </message>
    <message>
        <source>Check the byte alignment too: copies that are not a multiple of 512 bytes run slower.</source>
        <translation>另请检查字节对齐：大小不是 512 字节整数倍的拷贝会更慢。</translation>
    </message>
    <message>
        <source>Hide or shrink the transfer: the link is saturated</source>
        <translation>掩盖或减少传输：链路已饱和</translation>
    </message>
    <message>
        <source>The link runs at its roof, so only fewer bytes or hiding them helps: overlap communication with computation, compress gradients or communicate in lower precision, and fuse small collectives into fewer, larger ones.</source>
        <translation>链路已达到其屋顶，只有减少字节数或将其掩盖才有效：让通信与计算重叠，压缩梯度或以更低精度通信，并将小的集合通信融合为数量更少、规模更大的集合通信。</translation>
    </message>
    <message>
        <source>Check the link: large packets move slowly</source>
        <translation>检查链路：大包传输偏慢</translation>
    </message>
    <message>
        <source>Send fewer, larger messages</source>
        <translation>发送更少、更大的消息</translation>
    </message>
    <message>
        <source>Most copies are small, so latency, not bandwidth, sets the time: raise the batch size or gradient accumulation for data-parallel traffic, use ZeRO-2/1 instead of ZeRO-3 where memory allows, and use fused optimizers or bucketed all-reduce.</source>
        <translation>大部分拷贝为小包，耗时由时延而非带宽决定：对数据并行的通信，增大 batch size 或梯度累积步数；在内存允许时用 ZeRO-2/1 代替 ZeRO-3；并使用融合优化器或分桶 all-reduce。</translation>
    </message>
    <message>
        <source>The time goes to waiting for a peer, not to the link: look at the rank that makes the others wait (load imbalance, a slow data loader or host, an uneven pipeline stage), not at the network.</source>
        <translation>时间花在等待对端上，而不是链路上：请排查让其他 rank 等待的那个 rank（负载不均衡、数据加载或 Host 过慢、流水线并行的阶段划分不均），而不是网络。</translation>
    </message>
    <message>
        <source>Rank %1 is the one the others wait for most often: look at it first.</source>
        <translation>其他 rank 最常等待的是 rank %1：请优先排查它。</translation>
    </message>
    <message>
        <source>Synchronisation takes more than a fifth of it: the ranks arrived at different times (a slow rank).</source>
        <translation>同步时间超过等待的五分之一：各 rank 到达时间不同（慢 rank）。</translation>
    </message>
    <message>
        <source>Little of it is synchronisation: the bandwidths between ranks differ (a slow link).</source>
        <translation>其中同步占比很小：rank 间的带宽存在差异（存在慢链路）。</translation>
    </message>
    <message>
        <source>Find the rank the others wait for</source>
        <translation>找出其他 rank 在等待的 rank</translation>
    </message>
    <message>
        <source>no byte moved between devices (only on-chip copies or notifications)</source>
        <translation>设备间没有传输任何字节（只有片上拷贝或通知）</translation>
    </message>
    <message>
        <source>%1 moved %2 MB at %3, but the chip spec has no roof for it: utilisation not judged</source>
        <translation>%1 以 %3 传输了 %2 MB，但芯片规格中没有它的屋顶：不判定利用率</translation>
    </message>
    <message>
        <source>an unknown rate</source>
        <translation>未知速率</translation>
    </message>
    <message>
        <source>waiting takes %1 of the time it spent waiting or transferring (wait %2 µs, transit %3 µs)</source>
        <translation>等待占等待与传输总时间的 %1（等待 %2 µs，传输 %3 µs）</translation>
    </message>
    <message>
        <source>%1 at %2, %3 of its %4 roof</source>
        <translation>%1 带宽 %2，为其 %4 屋顶的 %3</translation>
    </message>
    <message>
        <source>%1 of the copies are large packets</source>
        <translation>%1 的拷贝为大包</translation>
    </message>
    <message>
        <source>waiting takes %1 of communication: above msprof&apos;s 0.2 mark</source>
        <translation>等待占通信时间的 %1：超过 msprof 的 0.2 阈值</translation>
    </message>
    <message>
        <source>the bandwidth is above the %1 empirical roof (%2): the roof is an average, not a limit</source>
        <translation>带宽高于 %1 的经验屋顶（%2）：屋顶是平均值，而非上限</translation>
    </message>
    <message>
        <source>%1 → %2 over %3</source>
        <translation>%1 → %2（经 %3）</translation>
    </message>
    <message>
        <source>No collective was found in the communication files.</source>
        <translation>通信文件中未找到集合通信。</translation>
    </message>
    <message numerus="yes">
        <source>%n collective(s)</source>
        <translation>
            <numerusform>%n 个集合通信</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n rank(s)</source>
        <translation>
            <numerusform>分布在 %n 个 rank 上</numerusform>
        </translation>
    </message>
    <message>
        <source>none waits or runs slow</source>
        <translation>无等待或偏慢的集合通信</translation>
    </message>
    <message>
        <source>%1 moves %2 MB at %3</source>
        <translation>%1 以 %3 传输 %2 MB</translation>
    </message>
    <message>
        <source>(%1 % of %2)</source>
        <translation>（为 %2 的 %1 %）</translation>
    </message>
    <message>
        <source>(no roof for it on this chip)</source>
        <translation>（该芯片没有对应的屋顶）</translation>
    </message>
    <message>
        <source>slow link %1 at %2, at most 80 % of its transport&apos;s mean %3</source>
        <translation>慢链路 %1：%2，不超过同类链路均值 %3 的 80 %</translation>
    </message>
    <message>
        <source>slowest link %1 at %2, the floor of a uniform fabric</source>
        <translation>最慢链路 %1：%2，只是均匀网络中的最低值</translation>
    </message>
    <message>
        <source>rank %1 made the others wait %2 ms in %3 of %4 collectives</source>
        <translation>rank %1 让其他 rank 等待了 %2 ms（%4 个集合通信中的 %3 个）</translation>
    </message>
    <message>
        <source>%1 on rank %2: %3 %4 is above the %5 empirical roof (%6) — the roof is an average, not a limit</source>
        <translation>rank %2 上的 %1：%3 %4 高于 %5 的经验屋顶（%6）——屋顶是平均值，而非上限</translation>
    </message>
    <message>
        <source>%1 % of the roof suggests another chip than the %2 assumed (--hardware)</source>
        <translation>达到屋顶的 %1 %，说明芯片可能不是假定的 %2（--hardware）</translation>
    </message>
    <message>
        <source>no kernel table was found: only the run-level files (steps, communication) are analysed</source>
        <translation>未找到核函数表：仅分析运行级文件（单步、通信）</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>measured L2 hit rate %1</source>
        <translation>实测 L2 命中率 %1</translation>
    </message>
    <message>
        <source>the bytes moved at %1, more than HBM&apos;s %2 can deliver</source>
        <translation>数据搬运速率为 %1，超过 HBM 所能提供的 %2</translation>
    </message>
    <message>
        <source>working set %1, larger than L2&apos;s %2</source>
        <translation>工作集 %1，大于 L2 的 %2</translation>
    </message>
    <message>
        <source>no L2 hit rate was measured and the working set (%1) fits L2&apos;s %2</source>
        <translation>未测得 L2 命中率，且工作集（%1）可容纳于 L2 的 %2 之内</translation>
    </message>
    <message>
        <source>no L2 hit rate was measured and the working set is unknown</source>
        <translation>未测得 L2 命中率，且工作集未知</translation>
    </message>
    <message>
        <source>%1&apos;s %2, less than the %3 the bytes moved at</source>
        <translation>%1 的 %2，低于数据实际搬运速率 %3</translation>
    </message>
    <message>
        <source>%1 at %2 of the %3 roof of its hit rate</source>
        <translation>%1 达到其命中率对应的 %3 屋顶的 %2</translation>
    </message>
    <message>
        <source>%1 if the bytes came from HBM, %2 if from L2</source>
        <translation>若数据来自 HBM 为 %1，若来自 L2 为 %2</translation>
    </message>
    <message>
        <source>The chip&apos;s %1 (read and write over the wall time; L2 served the bytes: %2), at or above the %3 threshold for a %4: bound by the L2 bandwidth every core shares.</source>
        <translation>芯片的 %1（读写总量除以墙钟时间；由 L2 提供数据：%2），达到或超过阈值 %3（%4）：受限于所有核共享的 L2 带宽。</translation>
    </message>
    <message>
        <source>The chip&apos;s %1 (read and write over the wall time; HBM served the bytes: %2), at or above the %3 threshold for a %4: bound by the chip&apos;s memory bandwidth, not by one core&apos;s transfer path.</source>
        <translation>芯片的 %1（读写总量除以墙钟时间；由 HBM 提供数据：%2），达到或超过阈值 %3（%4）：受限于芯片的内存带宽，而非单个核的搬运通路。</translation>
    </message>
    <message>
        <source>The chip&apos;s global memory: %1 (read and write over the wall time; %2), at or above the %3 threshold for a %4 if the bytes came from HBM: bound by the chip&apos;s memory bandwidth unless L2 served them (the L2Cache metric group would tell).</source>
        <translation>芯片全局内存：%1（读写总量除以墙钟时间；%2），若数据来自 HBM，则达到或超过阈值 %3（%4）：除非数据由 L2 提供，否则受限于芯片的内存带宽（采集 L2Cache 指标组即可确认）。</translation>
    </message>
    <message>
        <source>L2 served the GM-side bytes (%1): %2.</source>
        <translation>GM 侧数据（%1）由 L2 提供：%2。</translation>
    </message>
    <message>
        <source>HBM served the GM-side bytes (%1): %2.</source>
        <translation>GM 侧数据（%1）由 HBM 提供：%2。</translation>
    </message>
    <message>
        <source>GM-side bytes: %1 (%2).</source>
        <translation>GM 侧数据量：%1（%2）。</translation>
    </message>
    <message>
        <source>Not judged on %1: its %2 is above what the hardware can do; likely cause: %3.</source>
        <translation>未基于 %1 判定：其 %2 超出硬件能力；可能原因：%3。</translation>
    </message>
    <message>
        <source>%1 is active %2 of the core time (R ≥ %3) but its work cannot be right, so bound and inefficient cannot be told apart.</source>
        <translation>%1 在 %2 的核运行时间内处于活跃状态（R ≥ %3），但其工作量不可能正确，因此无法区分瓶颈与低效。</translation>
    </message>
    <message>
        <source>No figure of this operator can be judged.</source>
        <translation>该算子没有可供判定的数值。</translation>
    </message>
    <message>
        <source>advice item %1 is standing advice but names no family (family == ...)</source>
        <translation>优化建议条目 %1 为常驻建议，但未指定 family（family == ...）</translation>
    </message>
    <message>
        <source>the measured L2 hit rate (%1) or the global-memory byte count is wrong</source>
        <translation>实测 L2 命中率（%1）或全局内存字节数有误</translation>
    </message>
    <message>
        <source>the global-memory byte count or the wall time (%1 µs) is wrong: even L2 cannot move the bytes that fast</source>
        <translation>全局内存字节数或墙钟时间（%1 µs）有误：即使是 L2 也无法以如此速率搬运这些数据</translation>
    </message>
    <message>
        <source>%1 was busy for less time than its estimated work needs at the peak: the work estimated from the shapes (%2) is too large</source>
        <translation>%1 的繁忙时间短于按峰值完成其估算工作量所需的时间：按 shape 估算的工作量（%2）偏大</translation>
    </message>
    <message>
        <source>%1 was busy for less time than its measured work needs at the peak: its busy time or the %2 peak is wrong</source>
        <translation>%1 的繁忙时间短于按峰值完成其实测工作量所需的时间：其繁忙时间或 %2 峰值有误</translation>
    </message>
    <message>
        <source>%1: %2 on %3 is above what the hardware can do (%4); likely cause: %5. The verdict does not rest on it, the point is drawn marked and gets no estimated gain</source>
        <translation>%1：%3 上的 %2 超出硬件能力（%4）；可能原因：%5。判定不以此为依据，该点带标记绘制，且不计算预估收益</translation>
    </message>
    <message numerus="yes">
        <source>%n more operator(s) have a U or E above %1 (not named here)</source>
        <translation>
            <numerusform>另有 %n 个算子的 U 或 E 高于 %1（此处未列出）</numerusform>
        </translation>
    </message>
    <message>
        <source>check the input: %1</source>
        <translation>请检查输入：%1</translation>
    </message>
    <message>
        <source>collect ArithmeticUtilization / Memory (work counts)</source>
        <translation>采集 ArithmeticUtilization / Memory（工作量计数）</translation>
    </message>
    <message>
        <source>collect PipeUtilization (busy times)</source>
        <translation>采集 PipeUtilization（繁忙时间）</translation>
    </message>
    <message>
        <source>add the %1 peak to the chip spec</source>
        <translation>在芯片规格中补充 %1 峰值</translation>
    </message>
    <message>
        <source>a figure of the operator is above what the hardware can do (see the messages)</source>
        <translation>该算子有数值超出硬件能力（见消息）</translation>
    </message>
    <message>
        <source>The msprof op runs (of %1) are of no kernel of the application run, even with _mix_aic/_mix_aiv and instance suffixes such as _0 left out.</source>
        <translation>msprof op 运行（%1）与应用运行中的任何核函数都不对应，即使去掉 _mix_aic/_mix_aiv 及 _0 等实例后缀也是如此。</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>the msprof op run of %1 ran with %2 blocks on the %3 side, the application run&apos;s %4 with %5: its counts may be of another launch shape</source>
        <translation>%1 的 msprof op 运行在 %3 侧以 %2 个 block 执行，而应用运行中的 %4 为 %5：其计数可能来自不同的启动配置</translation>
    </message>
    <message>
        <source>the msprof op run of %1 names no operator of the application run (names compared without case, _mix_aic/_mix_aiv and instance suffixes such as _0); its measurements are not used</source>
        <translation>%1 的 msprof op 运行未对应应用运行中的任何算子（名称比较时忽略大小写、_mix_aic/_mix_aiv 及 _0 等实例后缀）；不使用其测量数据</translation>
    </message>
    <message>
        <source>it recorded no metric group, so it adds no measurements</source>
        <translation>其未记录任何指标组，因此不提供测量数据</translation>
    </message>
    <message>
        <source>its metric groups %1 fill what the application run lacks</source>
        <translation>其指标组 %1 补充了应用运行中缺少的数据</translation>
    </message>
    <message numerus="yes">
        <source>the msprof op run of %1 is joined to %n operator(s) named %2: %3</source>
        <translation>
            <numerusform>%1 的 msprof op 运行已关联到 %n 个名为 %2 的算子：%3</numerusform>
        </translation>
    </message>
    <message>
        <source>the LLC table has no timestampNs or hitRate column: its cache samples are not read</source>
        <translation>LLC 表中没有 timestampNs 或 hitRate 列：不读取其中的 Cache 采样</translation>
    </message>
    <message>
        <source>cannot read the LLC table: %1</source>
        <translation>无法读取 LLC 表：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n LLC sample(s) without a time or with a hit rate outside 0–100 were left out</source>
        <translation>
            <numerusform>已忽略 %n 个缺少时间或命中率不在 0–100 范围内的 LLC 采样</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n LLC sample(s) whose mode is neither read nor write were left out</source>
        <translation>
            <numerusform>已忽略 %n 个模式既非读也非写的 LLC 采样</numerusform>
        </translation>
    </message>
    <message>
        <source>the kernels or the LLC samples are of several devices: the cache samples are not matched to kernels</source>
        <translation>核函数或 LLC 采样来自多个设备：不将 Cache 采样与核函数匹配</translation>
    </message>
    <message>
        <source>the LLC samples are of another device than the kernels (device %1): they are not matched to kernels</source>
        <translation>LLC 采样与核函数（设备 %1）来自不同设备：不与核函数匹配</translation>
    </message>
    <message numerus="yes">
        <source>Large but unjudged: %n operator(s), %1 (%2 of the time), whose bound cannot be told:</source>
        <translation>
            <numerusform>耗时长但未判定：%n 个算子，共 %1（占时间的 %2），无法确定其瓶颈：</numerusform>
        </translation>
    </message>
    <message>
        <source>would decide it: %1</source>
        <translation>判定所需：%1</translation>
    </message>
    <message>
        <source>Working set %1.</source>
        <translation>工作集 %1。</translation>
    </message>
    <message>
        <source>Working set unknown: drawn at the bytes moved.</source>
        <translation>工作集未知：按搬运的数据量绘制。</translation>
    </message>
    <message>
        <source>%1 over the wall time.</source>
        <translation>%1（按墙钟时间计）。</translation>
    </message>
    <message numerus="yes">
        <source>%n calls at this point.</source>
        <translation>
            <numerusform>此处 %n 次调用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Implausible: some figure of this operator cannot be.</source>
        <translation>不合理：该算子的某些数值不可能成立。</translation>
    </message>
    <message>
        <source>working set unknown (x = bytes moved)</source>
        <translation>工作集未知（x = 搬运的数据量）</translation>
    </message>
    <message>
        <source>implausible</source>
        <translation>不合理</translation>
    </message>
    <message>
        <source>Above the HBM roof only L2 can have served the bytes; right of L2&apos;s capacity they cannot have stayed in L2.</source>
        <translation>位于 HBM 屋顶之上的点，其数据只可能由 L2 提供；位于 L2 容量右侧的点，其数据不可能一直驻留在 L2 中。</translation>
    </message>
    <message>
        <source>Large but unjudged</source>
        <translation>耗时长但未判定</translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s) taking %1 (%2 of the operator time) get no estimated gain: what bounds them cannot be told from the data. The longest, with what would decide each:</source>
        <translation>
            <numerusform>%n 个算子（共 %1，占算子总时间的 %2）无预估收益：无法根据现有数据确定其瓶颈。以下为耗时最长的算子及各自判定所需的数据：</numerusform>
        </translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>What would decide it</source>
        <translation>判定所需</translation>
    </message>
    <message numerus="yes">
        <source>%n more are in the CSV and JSON outputs.</source>
        <translation>
            <numerusform>另有 %n 个见 CSV 和 JSON 输出。</numerusform>
        </translation>
    </message>
    <message>
        <source>L2 capacity %1 MB</source>
        <translation>L2 容量 %1 MB</translation>
    </message>
    <message>
        <source>Memory levels: L2 or HBM</source>
        <translation>存储层级：L2 或 HBM</translation>
    </message>
    <message>
        <source>Working set (bytes; marked points: bytes moved)</source>
        <translation>工作集（字节；带标记的点：搬运的数据量）</translation>
    </message>
    <message>
        <source>GM-side bandwidth (GB/s)</source>
        <translation>GM 侧带宽 (GB/s)</translation>
    </message>
    <message>
        <source>served from L2</source>
        <translation>由 L2 提供数据</translation>
    </message>
    <message>
        <source>served from HBM</source>
        <translation>由 HBM 提供数据</translation>
    </message>
    <message>
        <source>level unknown</source>
        <translation>层级未知</translation>
    </message>
    <message>
        <source>%1, working set unknown</source>
        <translation>%1，工作集未知</translation>
    </message>
    <message>
        <source>advice item %1: paths must be a list</source>
        <translation>优化建议条目 %1：paths 必须是列表</translation>
    </message>
    <message>
        <source>advice item %1 names the path &quot;%2&quot;; paths are &quot;cube&quot; and &quot;vector&quot;</source>
        <translation>优化建议条目 %1 指定的 path 为 &quot;%2&quot;；path 只能是 &quot;cube&quot; 或 &quot;vector&quot;</translation>
    </message>
    <message>
        <source>the measured L2 hit rate or the global-memory byte count is wrong</source>
        <translation>实测 L2 命中率或 GM 字节数有误</translation>
    </message>
    <message>
        <source>the global-memory byte count or the wall time is wrong (even L2 cannot move the bytes that fast)</source>
        <translation>GM 字节数或墙钟时间有误（即使是 L2 也无法以这么快的速度搬运这些字节）</translation>
    </message>
    <message>
        <source>the work estimated from the shapes is too large</source>
        <translation>按 shape 估算的工作量过大</translation>
    </message>
    <message>
        <source>the busy time or the peak is wrong</source>
        <translation>繁忙时间或峰值有误</translation>
    </message>
    <message>
        <source>the work estimated from the shapes is more than the kernel moves or computes</source>
        <translation>按 shape 估算的工作量超过了核函数实际搬运或计算的量</translation>
    </message>
    <message>
        <source>the peak, the clock or the block count is too low for this chip</source>
        <translation>峰值、主频或 block 数对该芯片而言偏低</translation>
    </message>
    <message>
        <source>%1 on %2 above what the hardware can do; likely cause: %3</source>
        <translation>%2 上的 %1 超出硬件能力；可能原因：%3</translation>
    </message>
    <message>
        <source>; of rank %1&apos;s %2 of communication not overlapped, %3 (%4 %) is waiting for a peer (Notify Wait), not moving data</source>
        <translation>；在 rank %1 未被掩盖的通信 %2 中，有 %3（%4 %）是在等待对端（Notify Wait），并未传输数据</translation>
    </message>
    <message>
        <source>rank %1 is not in this job; available ranks: %2</source>
        <translation>该作业中没有 rank %1；可用的 rank：%2</translation>
    </message>
    <message>
        <source>loaded rank %1 of the job; ranks available: %2</source>
        <translation>已加载该作业的 rank %1；可用的 rank：%2</translation>
    </message>
    <message>
        <source>Reading rank %1 (%2 of %3)</source>
        <translation>正在读取 rank %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <source>rank %1 (%2)</source>
        <translation>rank %1（%2）</translation>
    </message>
    <message>
        <source>its profile holds no timeline to measure the step by</source>
        <translation>其性能数据中没有可用于度量单步耗时的时间线</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) of the job could not be read and are left out of the run&apos;s figures: %1</source>
        <translation>
            <numerusform>该作业有 %n 个 rank 无法读取，未计入本次运行的统计：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>this profile has no run breakdown to complete</source>
        <translation>该性能数据没有可补全的运行耗时分解</translation>
    </message>
    <message>
        <source>mcp takes no arguments (the client passes them with each tool call)</source>
        <translation>mcp 不接受参数（客户端在每次工具调用时传入参数）</translation>
    </message>
    <message>
        <source>--summary-json applies to analyze only</source>
        <translation>--summary-json 仅适用于 analyze</translation>
    </message>
    <message>
        <source>--summary-json and --json cannot write to the same place (%1)</source>
        <translation>--summary-json 与 --json 不能写到同一位置（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n 个平面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n 个线程</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n overlap lane(s)</source>
        <translation>
            <numerusform>%n 条重叠分析泳道</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n 个计数器</numerusform>
        </translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s) share this one: click its name (or press E) to show each</source>
        <translation>
            <numerusform>%n 条泳道合并在此：单击其名称（或按 E）逐条显示</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 allocated</source>
        <translation>已分配 %1</translation>
    </message>
    <message>
        <source>allocated not recorded</source>
        <translation>未记录已分配量</translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <translation>已预留 %1</translation>
    </message>
    <message>
        <source>reserved not recorded</source>
        <translation>未记录预留量</translation>
    </message>
    <message>
        <source>%1 active</source>
        <translation>活跃 %1</translation>
    </message>
    <message>
        <source>active not recorded</source>
        <translation>未记录活跃量</translation>
    </message>
    <message>
        <source>rank %1: peak %2, %3</source>
        <translation>rank %1：峰值 %2，%3</translation>
    </message>
    <message>
        <source>; reserved is %1 of the %2 device</source>
        <translation>；预留量占 %2 设备的 %1</translation>
    </message>
    <message numerus="yes">
        <source>alive at the peak: %n allocation(s), %1</source>
        <translation>
            <numerusform>峰值时存活：%n 次分配，共 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 was allocated before the profile began</source>
        <translation>；%1 在采集开始前已分配</translation>
    </message>
    <message>
        <source>; largest %1 (%2)</source>
        <translation>；最大为 %1（%2）</translation>
    </message>
    <message>
        <source>%1 %2 for %3</source>
        <translation>%1 %2，持有 %3</translation>
    </message>
    <message>
        <source>the rest of the profile</source>
        <translation>直到采集结束</translation>
    </message>
    <message numerus="yes">
        <source>HBM %1 GB/s mean, %2 GB/s max over %n sample(s)</source>
        <translation>
            <numerusform>HBM 平均 %1 GB/s，最高 %2 GB/s（%n 个采样）</numerusform>
        </translation>
    </message>
    <message>
        <source>read %1</source>
        <translation>读 %1</translation>
    </message>
    <message>
        <source>write %1</source>
        <translation>写 %1</translation>
    </message>
    <message numerus="yes">
        <source>L2 hit rate %1 over %n sample(s)</source>
        <translation>
            <numerusform>L2 命中率 %1（%n 个采样）</numerusform>
        </translation>
    </message>
    <message>
        <source>time unknown</source>
        <translation>时间未知</translation>
    </message>
    <message>
        <source>at %1 on the timeline</source>
        <translation>位于时间线 %1 处</translation>
    </message>
    <message>
        <source>at %1 into the records</source>
        <translation>位于记录开始后 %1</translation>
    </message>
    <message>
        <source>at %1 ns</source>
        <translation>位于 %1 ns</translation>
    </message>
    <message>
        <source>device memory:</source>
        <translation>设备内存：</translation>
    </message>
    <message>
        <source>rank %1: no allocator records</source>
        <translation>rank %1：没有分配器记录</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>largest allocations: %1</source>
        <translation>最大的分配：%1</translation>
    </message>
    <message>
        <source>%1 / %2 GB/s</source>
        <translation>%1 / %2 GB/s</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1，共 %2 次</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>已分配峰值</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>预留峰值</translation>
    </message>
    <message>
        <source>Peak active</source>
        <translation>活跃峰值</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Reserved of device</source>
        <translation>预留量占设备</translation>
    </message>
    <message>
        <source>Alive at peak</source>
        <translation>峰值时存活</translation>
    </message>
    <message>
        <source>Before the profile</source>
        <translation>采集前已分配</translation>
    </message>
    <message>
        <source>HBM mean / max</source>
        <translation>HBM 平均 / 最高</translation>
    </message>
    <message>
        <source>L2 hit rate</source>
        <translation>L2 命中率</translation>
    </message>
    <message>
        <source>past the end</source>
        <translation>采集结束之后</translation>
    </message>
    <message>
        <source>Alive at the peak</source>
        <translation>峰值时存活的分配</translation>
    </message>
    <message>
        <source>Largest allocations</source>
        <translation>最大的分配</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Allocated at</source>
        <translation>分配时间</translation>
    </message>
    <message>
        <source>Held for</source>
        <translation>持有时长</translation>
    </message>
    <message>
        <source>Rank %1: device memory over time (%2)</source>
        <translation>Rank %1：设备内存随时间变化（%2）</translation>
    </message>
    <message>
        <source>; the %1 device is off the scale</source>
        <translation>；%1 设备容量超出纵轴范围</translation>
    </message>
    <message>
        <source>Time on the timeline (s)</source>
        <translation>时间线上的时间（s）</translation>
    </message>
    <message>
        <source>Time on the timeline (ms)</source>
        <translation>时间线上的时间（ms）</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间（s）</translation>
    </message>
    <message>
        <source>Memory (MB)</source>
        <translation>内存（MB）</translation>
    </message>
    <message>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>已预留</translation>
    </message>
    <message>
        <source>active</source>
        <translation>活跃</translation>
    </message>
    <message>
        <source>peak %1</source>
        <translation>峰值 %1</translation>
    </message>
    <message>
        <source>allocated peak %1 at %2</source>
        <translation>已分配峰值 %1，位于 %2</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>Curves and allocations of the first %1 of %2 ranks; the CSV (FILE.memory.csv) and JSON have every rank.</source>
        <translation>仅绘制前 %1 个 rank（共 %2 个）的曲线与分配；CSV（FILE.memory.csv）和 JSON 包含所有 rank。</translation>
    </message>
    <message>
        <source>Peaks are the maxima of the framework&apos;s total (PTA+GE; else PTA, GE, or the GE pool of an msprof database), each its own maximum; the time is the first reach of the allocated peak. What is alive at the peak but not in the allocations was allocated before the profile began (weights, optimizer state). HBM is read + write over all units; L2 hit rate is the mean over the sampled rows.</source>
        <translation>峰值取框架总量（PTA+GE；否则取 PTA、GE，或 msprof 数据库的 GE 内存池）各列各自的最大值；时间为首次达到已分配峰值的时刻。峰值时存活但不在分配记录中的内存在采集开始前已分配（权重、优化器状态）。HBM 为所有单元读写之和；L2 命中率为各采样行的平均值。</translation>
    </message>
    <message>
        <source>Device memory peaks per rank (before → after):</source>
        <translation>各 rank 设备内存峰值（变更前 → 变更后）：</translation>
    </message>
    <message>
        <source>rank %1: allocated %2 → %3 (%4), reserved %5 → %6 (%7)</source>
        <translation>rank %1：已分配 %2 → %3（%4），已预留 %5 → %6（%7）</translation>
    </message>
    <message>
        <source>largest allocation change: %1 %2 → %3</source>
        <translation>最大分配的变化：%1 %2 → %3</translation>
    </message>
    <message>
        <source>Device memory, before and after</source>
        <translation>设备内存：变更前后</translation>
    </message>
    <message>
        <source>Largest allocations, before and after</source>
        <translation>最大的分配：变更前后</translation>
    </message>
    <message>
        <source>Each run&apos;s ten largest single allocations per rank, matched by name (the largest of a name); — where a run&apos;s ten largest do not hold the name. Largest change first.</source>
        <translation>每次运行每个 rank 最大的十次单次分配，按名称匹配（同名取最大）；— 表示该次运行的前十中没有此名称。变化最大者在前。</translation>
    </message>
    <message>
        <source>a generated job needs at least one rank, kernel and type</source>
        <translation>生成的作业至少需要一个 rank、一个 kernel 和一种类型</translation>
    </message>
    <message>
        <source>%1 holds files that are not a generated job&apos;s ranks; choose an empty directory</source>
        <translation>%1 中有不属于生成作业 rank 的文件；请选择一个空目录</translation>
    </message>
    <message>
        <source>cannot write the generated rank %1 under %2</source>
        <translation>无法在 %2 下写入生成的 rank %1</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>已预留</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>活跃</translation>
    </message>
    <message>
        <source>peak %1 MB</source>
        <translation>峰值 %1 MB</translation>
    </message>
    <message>
        <source>capacity %1 GB</source>
        <translation>容量 %1 GB</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Read + write</source>
        <translation>读 + 写</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>读</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>写</translation>
    </message>
    <message>
        <source>HBM roof %1</source>
        <translation>HBM 上限 %1</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Read hit rate</source>
        <translation>读命中率</translation>
    </message>
    <message>
        <source>Write hit rate</source>
        <translation>写命中率</translation>
    </message>
    <message>
        <source>HBM bandwidth (GB/s)</source>
        <translation>HBM 带宽（GB/s）</translation>
    </message>
    <message>
        <source>L2 hit rate (%)</source>
        <translation>L2 命中率（%）</translation>
    </message>
    <message>
        <source>Device memory · rank %1</source>
        <translation>设备内存 · rank %1</translation>
    </message>
    <message numerus="yes">
        <source>%n memory lane(s)</source>
        <translation>
            <numerusform>%n 条内存泳道</numerusform>
        </translation>
    </message>
    <message>
        <source>rank %1: the allocations alive at the peak hold %2 MB, more than the %3 MB allocated then; the memory allocated before the profile is not given</source>
        <translation>rank %1：峰值时存活的分配共 %2 MB，超过当时已分配的 %3 MB；无法给出采集前已分配的内存</translation>
    </message>
    <message>
        <source>rank %1: the mean L2 %2 hit rate is %3 %, outside 0–100 %; it is not reported</source>
        <translation>rank %1：L2 %2 平均命中率为 %3 %，超出 0–100 % 范围，不予报告</translation>
    </message>
    <message>
        <source>the memory of rank %1 is in more than one file: this one is shown as rank %2</source>
        <translation>rank %1 的内存数据位于多个文件中：此文件作为 rank %2 显示</translation>
    </message>
    <message>
        <source>memory file not used: %1</source>
        <translation>未使用的内存文件：%1</translation>
    </message>
    <message>
        <source>the table %1 has no column %2: it is not read</source>
        <translation>表 %1 没有 %2 列：不读取该表</translation>
    </message>
    <message>
        <source>the component is none of PTA+GE, PTA, GE, APP, WORKSPACE</source>
        <translation>组件不是 PTA+GE、PTA、GE、APP、WORKSPACE 之一</translation>
    </message>
    <message>
        <source>no time, or a total that is missing, negative or not a number</source>
        <translation>缺少时间，或总量缺失、为负或不是数值</translation>
    </message>
    <message>
        <source>the type is neither app nor device</source>
        <translation>类型既不是 app 也不是 device</translation>
    </message>
    <message>
        <source>no time, or a size that is missing, negative or not a number</source>
        <translation>缺少时间，或大小缺失、为负或不是数值</translation>
    </message>
    <message>
        <source>no module or time, or a size that is missing, negative or not a number</source>
        <translation>缺少模块或时间，或大小缺失、为负或不是数值</translation>
    </message>
    <message>
        <source>module %1</source>
        <translation>模块 %1</translation>
    </message>
    <message>
        <source>no allocation time, a size that is not a number, or a release before the allocation</source>
        <translation>缺少分配时间、大小不是数值，或释放早于分配</translation>
    </message>
    <message>
        <source>the type is neither allocate nor release</source>
        <translation>类型既不是 allocate 也不是 release</translation>
    </message>
    <message>
        <source>no time, or a size or total that is missing, negative or not a number</source>
        <translation>缺少时间，或大小或总量缺失、为负或不是数值</translation>
    </message>
    <message>
        <source>the type is neither read nor write</source>
        <translation>类型既不是 read 也不是 write</translation>
    </message>
    <message>
        <source>no time, or a bandwidth that is missing, negative or not a number</source>
        <translation>缺少时间，或带宽缺失、为负或不是数值</translation>
    </message>
    <message>
        <source>the mode is neither read nor write</source>
        <translation>模式既不是 read 也不是 write</translation>
    </message>
    <message>
        <source>no time, or a hit rate that is missing or outside 0–100 %</source>
        <translation>缺少时间，或命中率缺失或超出 0–100 %</translation>
    </message>
    <message numerus="yes">
        <source>%n malformed row(s) skipped (the line is the first)</source>
        <translation>
            <numerusform>跳过 %n 个格式错误的行（所示行号为第一个）</numerusform>
        </translation>
    </message>
    <message>
        <source>the header has no %1 column</source>
        <translation>表头中没有 %1 列</translation>
    </message>
    <message>
        <source>the header has no Name, Size(KB), Allocation Time(us) or Release Time(us) column</source>
        <translation>表头中没有 Name、Size(KB)、Allocation Time(us) 或 Release Time(us) 列</translation>
    </message>
    <message>
        <source>--rank-summary takes one rank&apos;s folder; this input holds %1 ranks</source>
        <translation>--rank-summary 只接受一个 rank 的目录；此输入包含 %1 个 rank</translation>
    </message>
    <message>
        <source>--rank-summary cannot tell which rank this profile is of</source>
        <translation>--rank-summary 无法判断此性能数据属于哪个 rank</translation>
    </message>
    <message>
        <source>the rank summary of rank %1 does not fit in %2 bytes</source>
        <translation>rank %1 的 rank 摘要无法容纳在 %2 字节内</translation>
    </message>
    <message>
        <source>%1: %2 was expected</source>
        <translation>%1：应为 %2</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>not a rank summary (rooflens.rank-summary/1)</source>
        <translation>不是 rank 摘要（rooflens.rank-summary/1）</translation>
    </message>
    <message>
        <source>rank %1 again (first read from %2)</source>
        <translation>rank %1 重复（首次读取自 %2）</translation>
    </message>
    <message>
        <source>the list of missing ranks cannot be read: %1</source>
        <translation>无法读取缺失 rank 列表：%1</translation>
    </message>
    <message>
        <source>the list of missing ranks is not an array of {rank, path, reason}</source>
        <translation>缺失 rank 列表不是 {rank, path, reason} 数组</translation>
    </message>
    <message>
        <source>an entry of the missing ranks is left out: %1</source>
        <translation>缺失 rank 列表中的一项被忽略：%1</translation>
    </message>
    <message>
        <source>its map failed (no reason given)</source>
        <translation>其 map 步骤失败（未给出原因）</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) missing from the cluster: their map failed or their summary could not be read (missing_ranks)</source>
        <translation>
            <numerusform>集群中缺失 %n 个 rank：其 map 步骤失败或摘要无法读取（missing_ranks）</numerusform>
        </translation>
    </message>
    <message>
        <source>not a cluster file (rooflens.cluster/1)</source>
        <translation>不是集群文件（rooflens.cluster/1）</translation>
    </message>
    <message>
        <source>At %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <source> (%1 % of the %2)</source>
        <translation>（占 %2 的 %1 %）</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1，位于 %2</translation>
    </message>
    <message>
        <source>%1 expects a whole number, got &quot;%2&quot;</source>
        <translation>%1 需要一个整数，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>reduce needs at least one rank summary or directory of them</source>
        <translation>reduce 至少需要一个 rank 摘要或包含摘要的目录</translation>
    </message>
    <message>
        <source>reduce needs -o CLUSTER.json</source>
        <translation>reduce 需要 -o CLUSTER.json</translation>
    </message>
    <message>
        <source>--straggler must name one of the job&apos;s ranks (0 to %1)</source>
        <translation>--straggler 必须指定作业中的某个 rank（0 到 %1）</translation>
    </message>
    <message>
        <source>--rank-summary applies to analyze only</source>
        <translation>--rank-summary 仅适用于 analyze</translation>
    </message>
    <message>
        <source>--rank-summary cannot write to the same place as another output (%1)</source>
        <translation>--rank-summary 不能与其他输出写到同一位置（%1）</translation>
    </message>
    <message>
        <source>no rank summary found in %1 (rank summaries are *.json files written by analyze --rank-summary)</source>
        <translation>在 %1 中未找到 rank 摘要（rank 摘要是由 analyze --rank-summary 写出的 *.json 文件）</translation>
    </message>
    <message>
        <source>missing rank %1: %2 (%3)</source>
        <translation>缺失 rank %1：%2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%1 rank(s) reduced into %2, %3 missing; slowest rank %4, %n straggler(s)</source>
        <translation>
            <numerusform>已将 %1 个 rank 归并到 %2，缺失 %3 个；最慢的 rank 为 %4，%n 个掉队 rank</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote a generated job of %1 torch_npu ranks (%2 kernels each, %3 MB) to %4: rank %5 is the planted straggler, its %6 calls three times longer.</source>
        <translation>已将包含 %1 个 torch_npu rank 的生成作业（每个 %2 个 kernel，%3 MB）写入 %4：rank %5 为预置的掉队 rank，其 %6 调用耗时为三倍。</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>--list and --list-ranks cannot be combined</source>
        <translation>--list 与 --list-ranks 不能同时使用</translation>
    </message>
    <message>
        <source>Usage:
  rooflens                                   GUI, empty or with the last session
  rooflens [--hardware ID|FILE] PATH...      GUI with PATH(s) loaded as one workload
  rooflens --compare BEFORE AFTER            GUI in compare mode
  rooflens analyze PATH... [options]         headless analysis
  rooflens compare BEFORE AFTER [options]    headless comparison
  rooflens reduce SUMMARY|DIR... -o FILE     join rank summaries into one cluster JSON (rooflens.cluster/1)
  rooflens demo DIR                          write the built-in demo workspace to DIR
  rooflens demo --job N [--kernels K] [--types T] [--straggler R] DIR
                                             write a generated job of N torch_npu ranks with a planted straggler
  rooflens hardware --list | --show ID       the hardware catalogue
  rooflens mcp                               Model Context Protocol server on stdin/stdout, for AI assistants

Options of analyze and compare:
  --hardware ID|FILE      chip spec (catalogue id or rooflens.hardware/1 file)
  --hbm VARIANT           HBM variant of the chip&apos;s memory figures (e.g. default, cj; hardware --show lists them)
  --json FILE|-           write rooflens.analysis/1 (or comparison/1) JSON, on one line
  --json-indent N         indent the JSON by N spaces per level, for reading
  --summary-json FILE|-   analyze: write the agent summary (rooflens.summary/1), a few KB
  --rank-summary FILE|-   analyze: write the rank summary of one rank (rooflens.rank-summary/1), at most 256 KiB, for reduce
  --csv FILE              write a CSV table
  --html FILE             write a self-contained HTML report
  --charts DIR            export every chart to DIR
  --chart-format LIST     png,svg,pdf (default png,svg)
  --lang en|zh_CN         language of text output
  --u-threshold X         utilisation threshold for all operators (fraction or %)
  --u-cube-threshold X    ... for operators that use the Cube (default 0.80)
  --u-other-threshold X   ... for vector/scalar operators (default 0.65)
  --r-threshold X         active-time ratio threshold (default 0.80)
  --rank N                rank to load from a directory holding several ranks
  --list                  analyze: list the profiles found at or below PATH
  --list-ranks            analyze: list the job&apos;s ranks from its folders alone, one line each: RANK, a tab, the rank&apos;s folder
  --fail-on-regression P  compare: exit 1 when a matched operator is P% slower

Options of reduce:
  -o, --output FILE       write rooflens.cluster/1 to FILE (- for the standard output)
  --missing FILE          ranks the driver could not map: [{rank, path, reason}] (a missing.json beside the summaries is read too)
  --json-indent N         indent the JSON by N spaces per level

Exit codes: 0 success, 1 gate failed, 2 usage error, 3 unreadable or unsupported input.
</source>
        <translation>用法：
  rooflens                                   图形界面，空白或恢复上次会话
  rooflens [--hardware ID|FILE] PATH...      图形界面，将各 PATH 作为同一工作负载加载
  rooflens --compare BEFORE AFTER            图形界面，对比模式
  rooflens analyze PATH... [options]         无界面分析
  rooflens compare BEFORE AFTER [options]    无界面对比
  rooflens reduce SUMMARY|DIR... -o FILE     将各 rank 摘要归并为一个集群 JSON（rooflens.cluster/1）
  rooflens demo DIR                          将内置示例工作区写入 DIR
  rooflens demo --job N [--kernels K] [--types T] [--straggler R] DIR
                                             写出包含 N 个 torch_npu rank、预置一个掉队 rank 的生成作业
  rooflens hardware --list | --show ID       硬件目录
  rooflens mcp                               面向 AI 助手的 Model Context Protocol 服务器（stdin/stdout）

analyze 和 compare 的选项：
  --hardware ID|FILE      芯片规格（硬件目录 ID 或 rooflens.hardware/1 文件）
  --hbm VARIANT           芯片内存数值所用的 HBM 型号（如 default、cj；hardware --show 会列出）
  --json FILE|-           写出 rooflens.analysis/1（或 comparison/1）JSON，单行
  --json-indent N         JSON 每层缩进 N 个空格，便于阅读
  --summary-json FILE|-   analyze：写出供智能体使用的摘要（rooflens.summary/1），仅几 KB
  --rank-summary FILE|-   analyze：写出单个 rank 的 rank 摘要（rooflens.rank-summary/1），至多 256 KiB，供 reduce 使用
  --csv FILE              写出 CSV 表格
  --html FILE             写出自包含的 HTML 报告
  --charts DIR            将所有图表导出到 DIR
  --chart-format LIST     png,svg,pdf（默认 png,svg）
  --lang en|zh_CN         文本输出的语言
  --u-threshold X         所有算子的利用率阈值（小数或 %）
  --u-cube-threshold X    ……使用 Cube 的算子的利用率阈值（默认 0.80）
  --u-other-threshold X   ……Vector/Scalar 算子的利用率阈值（默认 0.65）
  --r-threshold X         活跃时间占比阈值（默认 0.80）
  --rank N                目录中包含多个 rank 时要加载的 rank
  --list                  analyze：列出 PATH 及其下找到的性能数据
  --list-ranks            analyze：仅根据目录结构列出作业的各 rank，每行一个：RANK、制表符、该 rank 的目录
  --fail-on-regression P  compare：已匹配算子变慢超过 P% 时以退出码 1 退出

reduce 的选项：
  -o, --output FILE       将 rooflens.cluster/1 写入 FILE（- 表示标准输出）
  --missing FILE          驱动程序无法完成 map 的 rank：[{rank, path, reason}]（也会读取摘要旁的 missing.json）
  --json-indent N         JSON 每层缩进 N 个空格

退出码：0 成功，1 门限检查未通过，2 用法错误，3 输入无法读取或不受支持。
</translation>
    </message>
    <message>
        <source>%1: no rank folder (a torch_npu or MindSpore run folder) at or below it</source>
        <translation>%1：其中及其下没有 rank 目录（torch_npu 或 MindSpore 运行目录）</translation>
    </message>
</context>
<context>
    <name>rl::AliveAtPeakModel</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>Not released before the profile ended</source>
        <translation>采集结束前未释放</translation>
    </message>
    <message>
        <source>after the end</source>
        <translation>采集结束之后</translation>
    </message>
    <message>
        <source>to the end</source>
        <translation>直到结束</translation>
    </message>
    <message>
        <source>Allocated by</source>
        <translation>分配者</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Allocated at</source>
        <translation>分配时间</translation>
    </message>
    <message>
        <source>Released at</source>
        <translation>释放时间</translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation>存活时长</translation>
    </message>
</context>
<context>
    <name>rl::BottleneckModel</name>
    <message>
        <source>Operator / advice</source>
        <translation>算子 / 优化建议</translation>
    </message>
    <message>
        <source>Est. gain</source>
        <translation>预估收益</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>瓶颈组件</translation>
    </message>
    <message>
        <source>Evidence / trigger</source>
        <translation>判定依据 / 触发条件</translation>
    </message>
    <message numerus="yes">
        <source>%1
%n call(s) of these input shapes; the advice is that of the call of largest gain</source>
        <translation>
            <numerusform>%1
该输入 shape 的 %n 次调用；建议取自收益最大的那次调用</numerusform>
        </translation>
    </message>
    <message>
        <source>Summed over the kernel&apos;s calls</source>
        <translation>对该算子的所有调用求和</translation>
    </message>
    <message>
        <source>Kernel / advice</source>
        <translation>算子 / 建议</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>调用次数</translation>
    </message>
    <message>
        <source>No gain can be estimated for these: what bounds them cannot be told from the data (busy_unresolved: the busiest component&apos;s utilisation is unknown; implausible: some figure is above what the hardware can do). Longest first; each says what would decide it.</source>
        <translation>无法为以下算子估算收益：无法根据现有数据确定其瓶颈（busy_unresolved（组件繁忙，待判定）：最繁忙组件的利用率未知；implausible（不合理）：某些数值超出硬件能力）。按耗时从长到短排列；每项均注明判定所需的数据。</translation>
    </message>
    <message>
        <source>Large but unjudged (%1): %2, %3 of the time</source>
        <translation>耗时长但未判定（%1）：%2，占时间的 %3</translation>
    </message>
    <message>
        <source>%1 without an estimated gain; would decide it: %2</source>
        <translation>%1 无预估收益；判定所需：%2</translation>
    </message>
    <message>
        <source>No estimated gain: what bounds it cannot be told. It takes %1.</source>
        <translation>无预估收益：无法确定其瓶颈。耗时 %1。</translation>
    </message>
    <message>
        <source>%1, implausible</source>
        <translation>%1，不合理</translation>
    </message>
    <message>
        <source>What would decide it:</source>
        <translation>判定所需：</translation>
    </message>
    <message>
        <source>What would decide it: %1</source>
        <translation>判定所需：%1</translation>
    </message>
</context>
<context>
    <name>rl::BottleneckView</name>
    <message numerus="yes">
        <source>%n operator(s) with an estimated gain, %1 in total. Largest first.</source>
        <translation>
            <numerusform>%n 个算子有预估收益，合计 %1。按收益从大到小排列。</numerusform>
        </translation>
    </message>
    <message>
        <source>Ranked by the time an operator would save at its target utilisation.</source>
        <translation>按算子达到目标利用率时可节省的时间排序。</translation>
    </message>
    <message>
        <source>That is %1 of the step time of rank %2, where operators can win back at most %3.</source>
        <translation>即 rank %2 单步耗时的 %1，而算子优化最多可挽回 %3。</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) with an estimated gain, %1 in total. Largest sum over the calls first.</source>
        <translation>
            <numerusform>%n 个算子有预估收益，共 %1。按所有调用的收益之和从大到小排列。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n largest are listed; the operator table has every one.</source>
        <translation>
            <numerusform>此处列出最大的 %n 个；算子表包含全部。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more cannot be judged (%1, no gain): see &quot;Large but unjudged&quot; at the top.</source>
        <translation>
            <numerusform>另有 %n 个无法判定（%1，无收益）：见顶部的“耗时长但未判定”。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::CategoryShareChart</name>
    <message>
        <source>Share of operator time (%)</source>
        <translation>算子耗时占比 (%)</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>变更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>变更后</translation>
    </message>
    <message>
        <source>Category shares</source>
        <translation>类别占比</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>Share of operator time per category</source>
        <translation>各类别的算子耗时占比</translation>
    </message>
    <message>
        <source>Components of %1</source>
        <translation>%1 的组件</translation>
    </message>
</context>
<context>
    <name>rl::ClusterGroupsModel</name>
    <message numerus="yes">
        <source>Slowest: rank %1, %2 in %n call(s) (%3, calls from %4 to %5); double-click to open it</source>
        <translation>
            <numerusform>最慢：rank %1，%n 次调用共 %2（%3，单次调用 %4 到 %5）；双击可打开</numerusform>
        </translation>
    </message>
    <message>
        <source>Operator type</source>
        <translation>算子类型</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>rank 数</translation>
    </message>
    <message>
        <source>Total over ranks</source>
        <translation>各 rank 合计</translation>
    </message>
    <message>
        <source>Median rank</source>
        <translation>中位 rank</translation>
    </message>
    <message>
        <source>Slowest rank&apos;s total</source>
        <translation>最慢 rank 的合计</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>离散度</translation>
    </message>
    <message>
        <source>Slowest rank</source>
        <translation>最慢 rank</translation>
    </message>
</context>
<context>
    <name>rl::ClusterHeatmap</name>
    <message>
        <source>Step total</source>
        <translation>单步总时长</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Communication not overlapped</source>
        <translation>未被计算掩盖的通信</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message numerus="yes">
        <source>Ranks by node: %n node(s) per column (%1 ranks), coloured by its slowest rank</source>
        <translation>
            <numerusform>按节点排列的 rank：每列 %n 个节点（%1 个 rank），按其中最慢的 rank 着色</numerusform>
        </translation>
    </message>
    <message>
        <source>Ranks in blocks of %1 per column, coloured by the block&apos;s slowest rank</source>
        <translation>每列 %1 个 rank 为一组，按该组中最慢的 rank 着色</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>Ranks %1–%2</source>
        <translation>Rank %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>on %n node(s), %1 … %2</source>
        <translation>
            <numerusform>位于 %n 个节点，%1 … %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n read</source>
        <translation>
            <numerusform>已读取 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missing</source>
        <translation>
            <numerusform>缺失 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not in the profiles</source>
        <translation>%1：不在性能数据中</translation>
    </message>
    <message>
        <source>%1 against the median</source>
        <translation>%1（相对中位数）</translation>
    </message>
    <message>
        <source>%1: slowest rank %2 at %3%4, mean %5</source>
        <translation>%1：最慢的是 rank %2，%3%4，平均 %5</translation>
    </message>
    <message>
        <source>Straggler: rank %1, %2 above the median step, slower in %3</source>
        <translation>掉队 rank：rank %1，单步比中位数长 %2，主要慢在%3</translation>
    </message>
    <message>
        <source>Missing: rank %1 (%2)</source>
        <translation>缺失：rank %1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more straggler(s) or missing rank(s)</source>
        <translation>
            <numerusform>……另有 %n 个掉队或缺失的 rank</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click or use the wheel to zoom into these ranks</source>
        <translation>双击或滚动滚轮可放大到这些 rank</translation>
    </message>
    <message>
        <source>Double-click to open rank %1&apos;s profile in the operator view</source>
        <translation>双击可在算子视图中打开 rank %1 的性能数据</translation>
    </message>
    <message>
        <source>Comm. not overlapped</source>
        <translation>未掩盖通信</translation>
    </message>
    <message>
        <source>Stragglers</source>
        <translation>掉队 rank</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>% against the median</source>
        <translation>相对中位数的 %</translation>
    </message>
</context>
<context>
    <name>rl::ClusterPage</name>
    <message>
        <source>the cluster file gives no profile folder for rank %1</source>
        <translation>集群文件没有给出 rank %1 的性能数据目录</translation>
    </message>
    <message>
        <source>rank %1&apos;s profile folder %2 is not on this machine (the map ran where it is, or it has moved since); mount or copy it here to open the rank</source>
        <translation>rank %1 的性能数据目录 %2 不在本机上（map 在其所在机器上运行，或目录已移动）；请将其挂载或复制到本机后再打开该 rank</translation>
    </message>
    <message>
        <source>computing</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>communication not overlapped</source>
        <translation>未被计算掩盖的通信</translation>
    </message>
    <message>
        <source>free time</source>
        <translation>空闲时间</translation>
    </message>
    <message>
        <source>rank %1 (%2)</source>
        <translation>rank %1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Rank %1 is missing from the cluster: %2</source>
        <translation>集群中缺失 rank %1：%2</translation>
    </message>
    <message>
        <source>The cluster has no rank %1</source>
        <translation>集群中没有 rank %1</translation>
    </message>
    <message>
        <source>Cannot open rank %1: %2</source>
        <translation>无法打开 rank %1：%2</translation>
    </message>
    <message>
        <source>The same operator types across the ranks (largest first; sort by any column; double-click a row to open its slowest rank):</source>
        <translation>各 rank 上的同类算子（按耗时从大到小；可按任意列排序；双击某行可打开其最慢的 rank）：</translation>
    </message>
    <message numerus="yes">
        <source>Where the step goes across the cluster: %1 rank(s)</source>
        <translation>
            <numerusform>集群单步耗时去向：%1 个 rank</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 read, %2 missing</source>
        <translation>已读取 %1 个，缺失 %2 个</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>缺失：%1</translation>
    </message>
    <message>
        <source>The median rank&apos;s step takes %1 (the parts summed over its steps).</source>
        <translation>中位 rank 的单步耗时 %1（各步各部分之和）。</translation>
    </message>
    <message>
        <source>The slowest rank is %1 at %2%3.</source>
        <translation>最慢的 rank 为 %1，耗时 %2%3。</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>No rank is more than 5 % above the median.</source>
        <translation>没有 rank 比中位数长 5 % 以上。</translation>
    </message>
    <message>
        <source>rank %1 (+%2 %, slower in %3)</source>
        <translation>rank %1（+%2 %，主要慢在%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n straggler(s), more than 5 % above the median: %1.</source>
        <translation>
            <numerusform>%n 个掉队 rank，比中位数长 5 % 以上：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The reduce noted %n problem(s) (in the file&apos;s diagnostics).</source>
        <translation>
            <numerusform>reduce 记录了 %n 个问题（见文件中的 diagnostics）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::CollectivesModel</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>No byte on a judged link</source>
        <translation>被判定的链路上没有传输任何字节</translation>
    </message>
    <message>
        <source>No roof for %1 on this chip: the bandwidth is not judged</source>
        <translation>该芯片没有 %1 的屋顶：不判定带宽</translation>
    </message>
    <message>
        <source>%1: %2 against its roof of %3 (%4)</source>
        <translation>%1：%2，屋顶为 %3（%4）</translation>
    </message>
    <message>
        <source>Above the roof: the roofs are measured averages, not limits (see the messages)</source>
        <translation>高于屋顶：屋顶是实测平均值，而非上限（见消息栏）</translation>
    </message>
    <message>
        <source>Calls of this collective on this rank (the same name in several steps), summed</source>
        <translation>该集合通信在此 rank 上的调用次数（多个单步中的同名调用），已求和</translation>
    </message>
    <message>
        <source>First task start to last task end, summed over the calls</source>
        <translation>从第一个任务开始到最后一个任务结束，按调用求和</translation>
    </message>
    <message>
        <source>Wait over wait plus transit: the share of the collective spent waiting for a peer</source>
        <translation>等待 /（等待 + 传输）：集合通信中等待对端的时间占比</translation>
    </message>
    <message>
        <source>Bandwidth over the link roof of the chip (the lowest among the judged links); the mark is the roof, a bar past it is above the roof</source>
        <translation>带宽占芯片链路屋顶的比例（取被判定链路中的最低值）；刻线即屋顶，超过刻线的条表示高于屋顶</translation>
    </message>
    <message>
        <source>The link the utilisation comes from</source>
        <translation>利用率所取自的链路</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>通信域</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>调用次数</translation>
    </message>
    <message>
        <source>Elapse</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Of the roof</source>
        <translation>屋顶占比</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>判定依据</translation>
    </message>
</context>
<context>
    <name>rl::CommunicationHeatmap</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>ranks %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>%1 → %2 over %3: %4 MB in %5 ms</source>
        <translation>%1 → %2，经 %3：%4 MB，用时 %5 ms</translation>
    </message>
    <message>
        <source>(%1 % of the %2 roof)</source>
        <translation>（为 %2 屋顶的 %1 %）</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) summed</source>
        <translation>
            <numerusform>%n 条链路之和</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds the slowest link, rank %1 → %2: at most 0.8 × the mean of its transport</source>
        <translation>含最慢链路 rank %1 → %2：不超过同类链路均值的 0.8 倍</translation>
    </message>
    <message>
        <source>Holds the slowest link, rank %1 → %2: the floor of a uniform fabric, not slow</source>
        <translation>含最慢链路 rank %1 → %2：只是均匀网络中的最低值，并不慢</translation>
    </message>
    <message>
        <source>Click to list the collectives of %1</source>
        <translation>单击以列出 %1 的集合通信</translation>
    </message>
    <message>
        <source>&amp;Link:</source>
        <translation>链路(&amp;L)：</translation>
    </message>
    <message>
        <source>The transport whose links the matrix shows</source>
        <translation>矩阵所显示链路的传输类型</translation>
    </message>
    <message>
        <source>No rank-to-rank matrix in these files</source>
        <translation>这些文件中没有 rank 间通信矩阵</translation>
    </message>
    <message>
        <source>% of the %1 roof (%2)</source>
        <translation>占 %1 屋顶的 %（%2）</translation>
    </message>
    <message>
        <source>GB/s (no roof on this chip)</source>
        <translation>GB/s（该芯片没有屋顶）</translation>
    </message>
    <message>
        <source>Destination ranks (%1 per column, from the rank shown)</source>
        <translation>目的 rank（每列 %1 个，从所标 rank 起）</translation>
    </message>
    <message>
        <source>Destination rank</source>
        <translation>目的 rank</translation>
    </message>
    <message>
        <source>Source ranks (%1 per row)</source>
        <translation>源 rank（每行 %1 个）</translation>
    </message>
    <message>
        <source>Source rank</source>
        <translation>源 rank</translation>
    </message>
    <message>
        <source>Bandwidth between ranks</source>
        <translation>rank 间带宽</translation>
    </message>
    <message>
        <source>%1 bandwidth, rank to rank</source>
        <translation>%1 带宽，rank 到 rank</translation>
    </message>
    <message>
        <source>Outlined: the slowest link, rank %1 → %2 at %3 (slow: at most 0.8 × its transport&apos;s mean)</source>
        <translation>描边：最慢链路 rank %1 → %2，%3（慢：不超过同类链路均值的 0.8 倍）</translation>
    </message>
    <message>
        <source>Outlined: the slowest link, rank %1 → %2 at %3 (the floor of a uniform fabric)</source>
        <translation>描边：最慢链路 rank %1 → %2，%3（均匀网络中的最低值）</translation>
    </message>
    <message>
        <source>unknown bandwidth</source>
        <translation>带宽未知</translation>
    </message>
    <message>
        <source>Colour: bandwidth against the fastest link (%1); the chip has no %2 roof</source>
        <translation>颜色：相对最快链路（%1）的带宽；该芯片没有 %2 屋顶</translation>
    </message>
    <message>
        <source>Cells above the roof are drawn at the roof&apos;s colour</source>
        <translation>高于屋顶的单元格按屋顶的颜色绘制</translation>
    </message>
</context>
<context>
    <name>rl::CommunicationPanel</name>
    <message>
        <source>Communication between devices</source>
        <translation>设备间通信</translation>
    </message>
    <message>
        <source>Sort by any column; double-click a collective (or press Enter) to see it in the timeline; click a heatmap cell to list the collectives of its source rank.</source>
        <translation>可按任意列排序；双击某个集合通信（或按 Enter）可在时间线中查看；单击热力图单元格可列出其源 rank 的集合通信。</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <source>List every collective again</source>
        <translation>重新列出全部集合通信</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>ranks %1–%2</source>
        <translation>rank %1–%2</translation>
    </message>
    <message>
        <source>in any group (the matrix names its groups differently)</source>
        <translation>（任意通信域：矩阵对通信域的命名不同）</translation>
    </message>
    <message>
        <source>in group %1</source>
        <translation>（通信域 %1）</translation>
    </message>
    <message numerus="yes">
        <source>in %n group(s) of the cell</source>
        <translation>
            <numerusform>（该单元格的 %n 个通信域）</numerusform>
        </translation>
    </message>
    <message>
        <source>its file gives no start time</source>
        <translation>其文件没有给出开始时间</translation>
    </message>
    <message>
        <source>no timeline is loaded</source>
        <translation>未加载时间线</translation>
    </message>
    <message>
        <source>its start is not on the clock of the loaded timeline (another rank&apos;s file or another clock)</source>
        <translation>其开始时间不在已加载时间线的时钟上（来自其他 rank 的文件或其他时钟）</translation>
    </message>
    <message>
        <source>The timeline does not hold %1 on rank %2: %3.</source>
        <translation>时间线中没有 rank %2 上的 %1：%3。</translation>
    </message>
    <message>
        <source>The timeline shows the first call of %1 on rank %2.</source>
        <translation>时间线正在显示 rank %2 上 %1 的第一次调用。</translation>
    </message>
    <message>
        <source>Showing the collectives of %1 (from the heatmap): %2 of %3.</source>
        <translation>正在显示 %1 的集合通信（来自热力图）：%3 个中的 %2 个。</translation>
    </message>
    <message>
        <source>The timeline shows rank %1 during the first call of %2 on rank %3.</source>
        <translation>时间线正在显示 rank %3 上 %2 第一次调用期间的 rank %1。</translation>
    </message>
</context>
<context>
    <name>rl::CommunicationRoofline</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>on rank %1, group %2</source>
        <translation>位于 rank %1，通信域 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n call(s) of %2 MB each at %3</source>
        <translation>
            <numerusform>%1：%n 次调用，每次 %2 MB，带宽 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of its %2 roof</source>
        <translation>为其 %2 屋顶的 %1 %</translation>
    </message>
    <message>
        <source>no roof on this chip</source>
        <translation>该芯片没有屋顶</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>判定：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 roof %2</source>
        <translation>%1 屋顶 %2</translation>
    </message>
    <message>
        <source>Size per call (MB)</source>
        <translation>每次调用的数据量（MB）</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <source>Communication Roofline: bandwidth by size</source>
        <translation>通信 Roofline：带宽与数据量</translation>
    </message>
    <message>
        <source>No collective with bytes and a bandwidth</source>
        <translation>没有同时具有字节数和带宽的集合通信</translation>
    </message>
</context>
<context>
    <name>rl::CompareDialog</name>
    <message>
        <source>Compare two runs</source>
        <translation>对比两次运行</translation>
    </message>
    <message>
        <source>Operators are matched by name, type and input shapes, then by order within a type. Pairs can be re-matched by hand in the delta table.</source>
        <translation>算子先按名称、类型和输入 shape 匹配，再按同类型内的顺序匹配。可在差异表中手动重新匹配。</translation>
    </message>
    <message>
        <source>Baseline (before):</source>
        <translation>基线（变更前）：</translation>
    </message>
    <message>
        <source>Candidate (after):</source>
        <translation>对比数据（变更后）：</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>A profiler output directory or file</source>
        <translation>性能数据目录或文件</translation>
    </message>
    <message>
        <source>Directory…</source>
        <translation>目录…</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <source>Choose a run</source>
        <translation>选择一次运行</translation>
    </message>
    <message>
        <source>Profiler output (*.csv *.json *.db *.bin);;All files (*)</source>
        <translation>性能数据 (*.csv *.json *.db *.bin);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>rl::CompareRooflineChart</name>
    <message>
        <source>before: %1</source>
        <translation>变更前：%1</translation>
    </message>
    <message>
        <source>after: %1</source>
        <translation>变更后：%1</translation>
    </message>
    <message>
        <source>Arrows for the largest changes in time only</source>
        <translation>只为耗时变化最大的算子画箭头</translation>
    </message>
    <message>
        <source>Arrows: every pair</source>
        <translation>箭头：全部配对</translation>
    </message>
    <message>
        <source>Arrows: top %1 changes</source>
        <translation>箭头：变化最大的 %1 个</translation>
    </message>
    <message>
        <source>%1  ·  before (hollow) → after (filled)</source>
        <translation>%1  ·  变更前（空心）→ 变更后（实心）</translation>
    </message>
    <message>
        <source>before (hollow)</source>
        <translation>变更前（空心）</translation>
    </message>
    <message>
        <source>after (filled)</source>
        <translation>变更后（实心）</translation>
    </message>
</context>
<context>
    <name>rl::CompareSummaryWidget</name>
    <message>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>变更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>变更后</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Share of time per category, before and after</source>
        <translation>变更前后各类别的耗时占比</translation>
    </message>
    <message>
        <source>Largest improvements</source>
        <translation>最大的性能提升</translation>
    </message>
    <message>
        <source>Largest regressions</source>
        <translation>最大的性能劣化</translation>
    </message>
    <message>
        <source>Total operator time %1 → %2, speedup %3. %4 operators matched, %5 only before, %6 only after. Noise threshold ±%7 %.</source>
        <translation>算子总耗时 %1 → %2，加速比 %3。已匹配 %4 个算子，仅在变更前 %5 个，仅在变更后 %6 个。噪声阈值 ±%7 %。</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>%1
%2 calls before, %3 after; totals over the calls</source>
        <translation>%1
变更前调用 %2 次，变更后 %3 次；为所有调用的合计</translation>
    </message>
</context>
<context>
    <name>rl::CompareView</name>
    <message>
        <source>Summary</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>算子列表</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Timelines</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Filter by operator name or type</source>
        <translation>按算子名称或类型筛选</translation>
    </message>
    <message>
        <source>All operators</source>
        <translation>全部算子</translation>
    </message>
    <message>
        <source>Regressions</source>
        <translation>性能劣化</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>性能提升</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>有变化</translation>
    </message>
    <message>
        <source>Within noise</source>
        <translation>噪声范围内</translation>
    </message>
    <message>
        <source>Unmatched</source>
        <translation>未匹配</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Changes within this share of the baseline time are noise, not regressions</source>
        <translation>相对基线耗时在此比例以内的变化视为噪声，而非性能劣化</translation>
    </message>
    <message>
        <source>Match selected</source>
        <translation>匹配所选项</translation>
    </message>
    <message>
        <source>Pair the selected operator only in the baseline with the one only in the candidate</source>
        <translation>将所选的仅在基线中的算子与仅在对比数据中的算子配对</translation>
    </message>
    <message>
        <source>Unmatch</source>
        <translation>取消匹配</translation>
    </message>
    <message>
        <source>Reset matches</source>
        <translation>重置匹配</translation>
    </message>
    <message>
        <source>Noise threshold:</source>
        <translation>噪声阈值：</translation>
    </message>
    <message>
        <source>Group calls by kernel</source>
        <translation>按算子合并调用</translation>
    </message>
    <message>
        <source>Each kernel (name, type and input shapes) once, its calls summed in both runs; open one for its calls&apos; pairs</source>
        <translation>每个算子（名称、类型和输入 shape 相同）只显示一次，两次运行各自合计其调用；展开可查看各次调用的配对</translation>
    </message>
</context>
<context>
    <name>rl::CompareWindow</name>
    <message>
        <source>Comparison cancelled.</source>
        <translation>对比已取消。</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Compare — RoofLens</source>
        <translation>对比 — RoofLens</translation>
    </message>
    <message>
        <source>%1 — Compare — RoofLens</source>
        <translation>%1 — 对比 — RoofLens</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Compare runs…</source>
        <translation>对比运行(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Export all charts…</source>
        <translation>导出所有图表(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Choose a baseline and a candidate run with File ▸ Compare runs…</source>
        <translation>请通过“文件 ▸ 对比运行…”选择基线和对比数据</translation>
    </message>
    <message>
        <source>Baseline timeline</source>
        <translation>基线时间线</translation>
    </message>
    <message>
        <source>Candidate timeline</source>
        <translation>对比数据时间线</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written.</source>
        <translation>
            <numerusform>已写入 %n 个文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>正在对比 %1 与 %2…</translation>
    </message>
    <message numerus="yes">
        <source>%n matched operator(s) · %1 → %2 · speedup %3</source>
        <translation>
            <numerusform>%n 个已匹配算子 · %1 → %2 · 加速比 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the &amp;baseline in the main window</source>
        <translation>在主窗口中打开基线(&amp;B)</translation>
    </message>
    <message>
        <source>Open the c&amp;andidate in the main window</source>
        <translation>在主窗口中打开对比数据(&amp;A)</translation>
    </message>
    <message>
        <source>Drop two runs at once: the baseline first, then the candidate.</source>
        <translation>可一次拖入两次运行：先基线，后对比数据。</translation>
    </message>
    <message>
        <source>Save HTML re&amp;port…</source>
        <translation>保存 HTML 报告(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>rl::ComponentOverviewChart</name>
    <message>
        <source>Components of %1</source>
        <translation>%1 的组件</translation>
    </message>
    <message>
        <source>Select an operator to see its components</source>
        <translation>选择一个算子以查看其组件</translation>
    </message>
    <message>
        <source>(bound)</source>
        <translation>（瓶颈）</translation>
    </message>
    <message>
        <source>Fraction of roof / core time</source>
        <translation>占屋顶 / 核运行时间的比例</translation>
    </message>
    <message>
        <source>U utilisation</source>
        <translation>U 利用率</translation>
    </message>
    <message>
        <source>E efficiency</source>
        <translation>E 执行效率</translation>
    </message>
    <message>
        <source>R active-time ratio</source>
        <translation>R 活跃时间占比</translation>
    </message>
    <message>
        <source>U_thr %1</source>
        <translation>U_thr %1</translation>
    </message>
    <message>
        <source>R_thr %1</source>
        <translation>R_thr %1</translation>
    </message>
    <message>
        <source>Point labels:</source>
        <translation>点标签：</translation>
    </message>
    <message>
        <source>(not served)</source>
        <translation>（未提供数据）</translation>
    </message>
    <message>
        <source>U, E, R</source>
        <translation>U、E、R</translation>
    </message>
</context>
<context>
    <name>rl::CounterPlottable</name>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1 (above the scale)</source>
        <translation>%1（超出纵轴范围）</translation>
    </message>
</context>
<context>
    <name>rl::DeltaTableModel</name>
    <message>
        <source>only before</source>
        <translation>仅在变更前</translation>
    </message>
    <message>
        <source>only after</source>
        <translation>仅在变更后</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>变慢</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>变快</translation>
    </message>
    <message>
        <source>same</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>name, type, shapes</source>
        <translation>名称、类型、shape</translation>
    </message>
    <message>
        <source>order within type</source>
        <translation>同类型内的顺序</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>手动</translation>
    </message>
    <message>
        <source>No operator of the other run matched this one. Select it and one of the other run to match them by hand.</source>
        <translation>另一次运行中没有与之匹配的算子。选中它和另一次运行中的一个算子即可手动匹配。</translation>
    </message>
    <message>
        <source>Matched by %1 (key %2); noise threshold ±%3 %</source>
        <translation>匹配方式：%1（键 %2）；噪声阈值 ±%3 %</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Before (µs)</source>
        <translation>变更前 (µs)</translation>
    </message>
    <message>
        <source>After (µs)</source>
        <translation>变更后 (µs)</translation>
    </message>
    <message>
        <source>Δ (µs)</source>
        <translation>Δ (µs)</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Category before</source>
        <translation>类别（变更前）</translation>
    </message>
    <message>
        <source>Category after</source>
        <translation>类别（变更后）</translation>
    </message>
    <message>
        <source>Limiting before</source>
        <translation>瓶颈组件（变更前）</translation>
    </message>
    <message>
        <source>Limiting after</source>
        <translation>瓶颈组件（变更后）</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>匹配方式</translation>
    </message>
    <message>
        <source>Above what the hardware can do: one of the work, peak, clock or block count is wrong (see the messages); no gain is estimated</source>
        <translation>超出硬件能力：工作量、峰值、时钟或 block 数中有一项有误（见消息），不估算收益</translation>
    </message>
</context>
<context>
    <name>rl::DemoProvider</name>
    <message>
        <source>Preparing the demo workspace…</source>
        <translation>正在准备示例工作区…</translation>
    </message>
    <message>
        <source>Open the built-in demo workspace (%1)</source>
        <translation>打开内置示例工作区（%1）</translation>
    </message>
    <message>
        <source>The demo is not available in this build: %1</source>
        <translation>此版本中示例不可用：%1</translation>
    </message>
    <message>
        <source>cannot write to %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>the demo generator failed</source>
        <translation>演示数据生成失败</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>rl::DetailsPanel</name>
    <message>
        <source>Select an operator in the table, a chart or the bottleneck list.</source>
        <translation>请在算子列表、图表或瓶颈列表中选择一个算子。</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Core type</source>
        <translation>核类型</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Block Dim</source>
        <translation>Block Dim</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Bound component</source>
        <translation>瓶颈组件</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>判定依据</translation>
    </message>
    <message>
        <source>Estimated gain</source>
        <translation>预估收益</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>工作量</translation>
    </message>
    <message>
        <source>estimated from shapes and data types (not counters)</source>
        <translation>按 shape 和数据类型估算（非计数器数据）</translation>
    </message>
    <message>
        <source>Components (U = E × R, U_thr %1, R_thr %2)</source>
        <translation>组件（U = E × R，U_thr %1，R_thr %2）</translation>
    </message>
    <message>
        <source>Main item</source>
        <translation>主要项</translation>
    </message>
    <message>
        <source>Roofline point labels:</source>
        <translation>Roofline 点标签：</translation>
    </message>
    <message>
        <source>Tensors</source>
        <translation>张量</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>输入 %1</translation>
    </message>
    <message>
        <source>out %1</source>
        <translation>输出 %1</translation>
    </message>
    <message>
        <source>Raw metrics</source>
        <translation>原始指标</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>%1: %2 read, %3 written in %4 (wall time) = %5</source>
        <translation>%1：%4（墙钟时间）内读 %2、写 %3 = %5</translation>
    </message>
    <message>
        <source>U %1 of the chip&apos;s %2 (HBM variant %3)</source>
        <translation>U 为芯片 %2 的 %1（HBM 型号 %3）</translation>
    </message>
    <message>
        <source>the chip&apos;s bandwidth is unknown, so U is too</source>
        <translation>芯片带宽未知，因此 U 也未知</translation>
    </message>
    <message>
        <source>Assumed</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核查</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>不完整</translation>
    </message>
    <message numerus="yes">
        <source>no usable trace for %n core(s): %1; the figures cover the others</source>
        <translation>
            <numerusform>%n 个核没有可用的 trace：%1；数值只覆盖其余的核</numerusform>
        </translation>
    </message>
    <message>
        <source>What to change</source>
        <translation>优化建议</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>call %1 of %2; %3 in total (%4 of the run), mean %5, %6 to %7 (spread %8)</source>
        <translation>第 %1 次调用，共 %2 次；总计 %3（占整个运行的 %4），平均 %5，%6 至 %7（差异 %8）</translation>
    </message>
    <message>
        <source>Kernel gain</source>
        <translation>算子收益</translation>
    </message>
    <message>
        <source>%1 summed over the calls</source>
        <translation>所有调用合计 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Memory level</source>
        <translation>存储层级</translation>
    </message>
    <message>
        <source>implausible: a figure above what the hardware can do; likely cause: %1. The verdict does not rest on it and no gain is estimated</source>
        <translation>不合理：有数值超出硬件能力；可能原因：%1。判定不以此为依据，且不估算收益</translation>
    </message>
    <message>
        <source>Would decide it</source>
        <translation>判定所需</translation>
    </message>
    <message>
        <source>(served the bytes)</source>
        <translation>（提供数据）</translation>
    </message>
    <message>
        <source>(did not serve them)</source>
        <translation>（未提供数据）</translation>
    </message>
    <message>
        <source>U %1 of the %2 roof of a %3 L2 hit rate</source>
        <translation>U 为 %3 L2 命中率对应的 %2 屋顶的 %1</translation>
    </message>
    <message>
        <source>(not the level that served the bytes)</source>
        <translation>（并非提供数据的层级）</translation>
    </message>
</context>
<context>
    <name>rl::EmptyStateWidget</name>
    <message>
        <source>Why is this operator slow?</source>
        <translation>这个算子为什么慢？</translation>
    </message>
    <message>
        <source>Open profiler output — a torch_npu *_ascend_pt directory, an msprof PROF_* or msprof op OPPROF_* directory, kernel_details.csv, op_summary_*.csv, a .db export, visualize_data.bin or a RoofLens profile JSON — or drop it on this window. Several files of one workload are merged.</source>
        <translation>打开性能数据（torch_npu 的 *_ascend_pt 目录、msprof 的 PROF_* 目录或 msprof op 的 OPPROF_* 目录、kernel_details.csv、op_summary_*.csv、导出的 .db 文件、visualize_data.bin 或 RoofLens profile JSON），或将其拖放到此窗口。同一工作负载的多个文件会被合并。</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <source>Open directory…</source>
        <translation>打开目录…</translation>
    </message>
    <message>
        <source>Open demo</source>
        <translation>打开示例</translation>
    </message>
    <message>
        <source>Compare two runs…</source>
        <translation>对比两次运行…</translation>
    </message>
    <message>
        <source>No Ascend profile at hand? The demo is MobileNetV3 on a simulated Ascend 310, profiled before and after applying the paper&apos;s optimisation strategies.</source>
        <translation>手头没有昇腾性能数据？示例为在仿真的 Ascend 310 上运行的 MobileNetV3，分别采集了应用论文优化策略前后的性能数据。</translation>
    </message>
    <message>
        <source>Compare demo before/after</source>
        <translation>对比示例的变更前/变更后</translation>
    </message>
</context>
<context>
    <name>rl::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Export all charts to</source>
        <translation>将所有图表导出到</translation>
    </message>
    <message>
        <source>Exporting charts…</source>
        <translation>正在导出图表…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation>复制图表</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG vector graphics</source>
        <translation>SVG 矢量图</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>Light print style (legible whatever the screen theme)</source>
        <translation>浅色打印样式（无论屏幕主题如何都清晰可读）</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>分辨率：</translation>
    </message>
    <message>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>图像 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Writes %1 × %2 pixels: the %3 × %4 layout drawn at %5 dpi (%6× the screen&apos;s 96).</source>
        <translation>将写出 %1 × %2 像素：按 %3 × %4 排版，以 %5 dpi 绘制（屏幕 96 dpi 的 %6 倍）。</translation>
    </message>
    <message>
        <source>Writes vector graphics laid out at %1 × %2 (sharp at any size).</source>
        <translation>将写出按 %1 × %2 排版的矢量图（任意缩放都清晰）。</translation>
    </message>
</context>
<context>
    <name>rl::GroupingStatus</name>
    <message>
        <source>calls grouped by kernel</source>
        <translation>已按算子合并调用</translation>
    </message>
    <message>
        <source>every call on its own</source>
        <translation>逐次显示每个调用</translation>
    </message>
    <message>
        <source>View ▸ Group calls by kernel (Ctrl+G) switches this; the choice is kept for the next launch.</source>
        <translation>可通过“视图 ▸ 按算子合并调用”（Ctrl+G）切换；该选择会保留到下次启动。</translation>
    </message>
</context>
<context>
    <name>rl::HardwareSelector</name>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>From the data</source>
        <translation>根据数据识别</translation>
    </message>
    <message>
        <source>From the data (%1)</source>
        <translation>根据数据识别（%1）</translation>
    </message>
    <message>
        <source>The chip whose roofs the analysis uses</source>
        <translation>分析所用屋顶对应的芯片</translation>
    </message>
</context>
<context>
    <name>rl::HbmSelector</name>
    <message>
        <source>HBM: %1</source>
        <translation>HBM：%1</translation>
    </message>
    <message>
        <source>HBM: chip default</source>
        <translation>HBM：芯片默认</translation>
    </message>
    <message>
        <source>HBM: chip default (%1)</source>
        <translation>HBM：芯片默认（%1）</translation>
    </message>
    <message>
        <source>The HBM variant whose global-memory and L2 bandwidth the chip roofs use</source>
        <translation>芯片级屋顶所用的全局内存与 L2 带宽对应的 HBM 型号</translation>
    </message>
</context>
<context>
    <name>rl::KernelDeltaModel</name>
    <message>
        <source>slower</source>
        <translation>变慢</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>变快</translation>
    </message>
    <message>
        <source>same</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>%1
input shapes %2</source>
        <translation>%1
输入 shape %2</translation>
    </message>
    <message>
        <source>only before</source>
        <translation>仅在变更前</translation>
    </message>
    <message>
        <source>only after</source>
        <translation>仅在变更后</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>第 %1 次调用</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Calls before</source>
        <translation>变更前调用次数</translation>
    </message>
    <message>
        <source>Calls after</source>
        <translation>变更后调用次数</translation>
    </message>
    <message>
        <source>Before (µs)</source>
        <translation>变更前 (µs)</translation>
    </message>
    <message>
        <source>After (µs)</source>
        <translation>变更后 (µs)</translation>
    </message>
    <message>
        <source>Δ (µs)</source>
        <translation>Δ (µs)</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
</context>
<context>
    <name>rl::KernelGroupModel</name>
    <message>
        <source>(longest − shortest) / shortest call</source>
        <translation>（最长 − 最短）/ 最短调用</translation>
    </message>
    <message>
        <source>Mean over the calls weighted by their time</source>
        <translation>按各次调用耗时加权的平均值</translation>
    </message>
    <message>
        <source>The category of most time over the calls: %1</source>
        <translation>所有调用中耗时最多的类别：%1</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>第 %1 次调用</translation>
    </message>
    <message>
        <source>Summed over the calls; a call row shows its own time</source>
        <translation>所有调用求和；调用行显示该次调用自身的耗时</translation>
    </message>
    <message>
        <source>Highest U of a component, weighted by the calls&apos; time</source>
        <translation>各组件中最高的 U，按调用耗时加权</translation>
    </message>
    <message>
        <source>Highest R of a component, weighted by the calls&apos; time</source>
        <translation>各组件中最高的 R，按调用耗时加权</translation>
    </message>
    <message>
        <source>Estimated gain summed over the calls</source>
        <translation>所有调用的预估收益之和</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Input shapes</source>
        <translation>输入 shape</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>调用次数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Shortest</source>
        <translation>最短</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>最长</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Est. gain</source>
        <translation>预估收益</translation>
    </message>
</context>
<context>
    <name>rl::LoadController</name>
    <message>
        <source>Nothing is loaded</source>
        <translation>未加载任何数据</translation>
    </message>
    <message>
        <source>the other ranks of the job could not be read: %1</source>
        <translation>无法读取该作业的其他 rank：%1</translation>
    </message>
    <message>
        <source>Reading the cluster file…</source>
        <translation>正在读取集群文件…</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>加载已取消。</translation>
    </message>
</context>
<context>
    <name>rl::MainWindow</name>
    <message>
        <source>RoofLens</source>
        <translation>RoofLens</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>加载已取消。</translation>
    </message>
    <message>
        <source>The Chinese translation is not available.</source>
        <translation>中文翻译不可用。</translation>
    </message>
    <message>
        <source>RoofLens %1 — component-based Roofline analysis for Ascend NPU operators (ASPLOS&apos;25). GPL-3.0-or-later.</source>
        <translation>RoofLens %1 —— 面向昇腾 NPU 算子的组件化 Roofline 分析（ASPLOS&apos;25）。GPL-3.0-or-later。</translation>
    </message>
    <message>
        <source>%1 — RoofLens</source>
        <translation>%1 — RoofLens</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>打开文件(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;directory…</source>
        <translation>打开目录(&amp;D)…</translation>
    </message>
    <message>
        <source>Load hardware &amp;spec file…</source>
        <translation>加载硬件规格文件(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About RoofLens</source>
        <translation>关于 RoofLens(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Bottlenecks</source>
        <translation>瓶颈列表</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>算子列表</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Open profiler output</source>
        <translation>打开性能数据</translation>
    </message>
    <message>
        <source>Profiler output (*.csv *.json *.db *.bin);;All files (*)</source>
        <translation>性能数据 (*.csv *.json *.db *.bin);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a profiler output directory</source>
        <translation>打开性能数据目录</translation>
    </message>
    <message>
        <source>Load a hardware spec</source>
        <translation>加载硬件规格</translation>
    </message>
    <message>
        <source>Hardware spec (*.json);;All files (*)</source>
        <translation>硬件规格 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written.</source>
        <translation>
            <numerusform>已写入 %n 个文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Compare runs…</source>
        <translation>对比运行(&amp;C)…</translation>
    </message>
    <message>
        <source>Compare demo &amp;before/after</source>
        <translation>对比示例的变更前/变更后(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Export all charts…</source>
        <translation>导出所有图表(&amp;E)…</translation>
    </message>
    <message>
        <source>Open de&amp;mo</source>
        <translation>打开示例(&amp;M)</translation>
    </message>
    <message>
        <source>Save HTML re&amp;port…</source>
        <translation>保存 HTML 报告(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Run breakdown</source>
        <translation>运行耗时分解(&amp;R)</translation>
    </message>
    <message>
        <source>Where each rank&apos;s step goes: computing, communication, free time</source>
        <translation>各 rank 单步耗时去向：计算、通信、空闲</translation>
    </message>
    <message>
        <source>&amp;Operator view</source>
        <translation>算子视图(&amp;O)</translation>
    </message>
    <message>
        <source>Roofline charts, bottlenecks and operators</source>
        <translation>Roofline 图、瓶颈列表与算子</translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s), %1 in total · %2</source>
        <translation>
            <numerusform>%n 个算子，共 %1 · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s)</source>
        <translation>
            <numerusform>%n 个算子</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Group calls by kernel</source>
        <translation>按算子合并调用(&amp;G)</translation>
    </message>
    <message>
        <source>Show each kernel (name, type and input shapes) once, with its calls summed; off: every call on its own</source>
        <translation>每个算子（名称、类型和输入 shape 相同）只显示一次，其调用合计；关闭时逐次显示每个调用</translation>
    </message>
    <message>
        <source>Reading the other ranks of the job…</source>
        <translation>正在读取该作业的其他 rank…</translation>
    </message>
    <message>
        <source>Loading rank %1 of %2…</source>
        <translation>正在加载 %2 的 rank %1…</translation>
    </message>
    <message>
        <source>Rank %1 of %2</source>
        <comment>status bar: the rank shown of the job&apos;s ranks</comment>
        <translation>Rank %1（共 %2 个）</translation>
    </message>
    <message>
        <source>%1 — rank %2 of %3 — RoofLens</source>
        <translation>%1 — rank %2（共 %3 个） — RoofLens</translation>
    </message>
    <message>
        <source>C&amp;luster</source>
        <translation>集群(&amp;L)</translation>
    </message>
    <message>
        <source>Every rank of the cluster file opened: where the step goes, the stragglers, the operator types across ranks</source>
        <translation>已打开集群文件中的所有 rank：单步耗时去向、掉队 rank、各 rank 上的同类算子</translation>
    </message>
    <message numerus="yes">
        <source>Cluster %1: %2 rank(s) read</source>
        <translation>
            <numerusform>集群 %1：已读取 %2 个 rank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missing</source>
        <translation>
            <numerusform>缺失 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::MemoryLevelChart</name>
    <message>
        <source>Reset zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <source>The chip spec has no HBM or L2 bandwidth</source>
        <translation>芯片规格中没有 HBM 或 L2 带宽</translation>
    </message>
    <message>
        <source>No operator has GM-side bytes (global-memory traffic)</source>
        <translation>没有算子有 GM 侧数据量（全局内存访问流量）</translation>
    </message>
    <message>
        <source>implausible: some figure cannot be (%1)</source>
        <translation>不合理：某些数值不可能成立（%1）</translation>
    </message>
    <message>
        <source>HBM %1 or L2 %2</source>
        <translation>HBM %1 或 L2 %2</translation>
    </message>
    <message>
        <source>Above the HBM roof only L2 can have served the bytes; right of L2&apos;s capacity the working set cannot have stayed in L2.</source>
        <translation>位于 HBM 屋顶之上的点，其数据只可能由 L2 提供；位于 L2 容量右侧的点，其工作集不可能一直驻留在 L2 中。</translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s) with GM-side traffic but no bytes or no time are not drawn.</source>
        <translation>
            <numerusform>未绘制 %n 个有 GM 侧访问流量但缺少字节数或时间的算子。</numerusform>
        </translation>
    </message>
    <message>
        <source>Working set: %1</source>
        <translation>工作集：%1</translation>
    </message>
    <message>
        <source>Working set unknown (no shapes): drawn at the bytes moved</source>
        <translation>工作集未知（无 shape 信息）：按搬运的数据量绘制</translation>
    </message>
    <message>
        <source>%1 moved in %2 = %3</source>
        <translation>%2 内搬运 %1 = %3</translation>
    </message>
    <message>
        <source>Measured L2 hit rate: %1</source>
        <translation>实测 L2 命中率：%1</translation>
    </message>
    <message>
        <source>Implausible: some figure of this operator cannot be; no gain is estimated</source>
        <translation>不合理：该算子的某些数值不可能成立；不估算收益</translation>
    </message>
</context>
<context>
    <name>rl::MemoryPanel</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>Rank %1 (%2): peak allocated %3</source>
        <translation>Rank %1（%2）：已分配峰值 %3</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>, reserved %1</source>
        <translation>，已预留 %1</translation>
    </message>
    <message>
        <source>, active %1</source>
        <translation>，活跃 %1</translation>
    </message>
    <message>
        <source>; the peak is %1 of the chip&apos;s %2 GB</source>
        <translation>；峰值占芯片 %2 GB 的 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) alive at the peak hold %1</source>
        <translation>
            <numerusform>峰值时存活的 %n 次分配共占 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 was allocated before the profile began</source>
        <translation>；%1 在采集开始前已分配</translation>
    </message>
    <message>
        <source>Rank %1 has no allocator totals, so no peak.</source>
        <translation>Rank %1 没有分配器总量记录，因此没有峰值。</translation>
    </message>
    <message numerus="yes">
        <source>HBM bandwidth: mean %1 GB/s, highest %2 GB/s over %n sample(s).</source>
        <translation>
            <numerusform>HBM 带宽：平均 %1 GB/s，最高 %2 GB/s（%n 个采样）。</numerusform>
        </translation>
    </message>
    <message>
        <source>L2 hit rate: read %1, write %2.</source>
        <translation>L2 命中率：读 %1，写 %2。</translation>
    </message>
    <message>
        <source>No device operator of the loaded timeline is named %1 or starts after it was allocated, so there is nothing to select.</source>
        <translation>已加载的时间线中没有名为 %1 的设备算子，也没有在其分配之后开始的设备算子，因此无可选择。</translation>
    </message>
    <message>
        <source>Selected %1 in the timeline.</source>
        <translation>已在时间线中选中 %1。</translation>
    </message>
    <message>
        <source>Selected %1, the first device operator after %2 allocated, in the timeline.</source>
        <translation>已在时间线中选中 %1（%2 分配之后的第一个设备算子）。</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>The job has device memory records, but none for the analysed rank: open another rank to see its memory.</source>
        <translation>该作业有设备内存记录，但没有当前分析的 rank 的记录：请打开其他 rank 查看其内存。</translation>
    </message>
    <message>
        <source>This run has no device memory records. Profile with profile_memory=True (torch_npu) or --sys-hardware-mem=on (msprof) to see the footprint over the step, the allocations that make the peak and the chip&apos;s HBM bandwidth and L2 hit rate.</source>
        <translation>本次运行没有设备内存记录。请使用 profile_memory=True（torch_npu）或 --sys-hardware-mem=on（msprof）采集，以查看单步内的内存占用、构成峰值的分配以及芯片的 HBM 带宽和 L2 命中率。</translation>
    </message>
    <message>
        <source>The allocations alive at the peak, largest first (the memory lanes under the kernel timeline show the footprint over time). Double-click one to select its operator in the timeline.</source>
        <translation>峰值时存活的分配，从大到小（kernel 时间线下方的内存泳道显示随时间变化的占用）。双击某项可在时间线中选中其算子。</translation>
    </message>
    <message>
        <source>No allocation is recorded alive at the peak.</source>
        <translation>没有记录到峰值时存活的分配。</translation>
    </message>
</context>
<context>
    <name>rl::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>……另有 %n 条</numerusform>
        </translation>
    </message>
    <message>
        <source>Show fewer</source>
        <translation>收起</translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s)</source>
        <translation>
            <numerusform>%n 个算子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n 条消息</numerusform>
        </translation>
    </message>
    <message>
        <source>hide details</source>
        <translation>收起详情</translation>
    </message>
    <message>
        <source>details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1：%2 — %3</translation>
    </message>
</context>
<context>
    <name>rl::OperatorTableModel</name>
    <message>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Core type</source>
        <translation>核类型</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Bound component</source>
        <translation>瓶颈组件</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Est. gain</source>
        <translation>预估收益</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>工作量</translation>
    </message>
    <message>
        <source>The component closest to its roof</source>
        <translation>最接近其屋顶的组件</translation>
    </message>
    <message>
        <source>Utilisation of %1: ideal time over core time</source>
        <translation>%1 的利用率：理想时间 / 核时间</translation>
    </message>
    <message>
        <source>Active-time ratio of %1: busy time over core time</source>
        <translation>%1 的活跃时间比：繁忙时间 / 核时间</translation>
    </message>
    <message>
        <source>U %1</source>
        <translation>U %1</translation>
    </message>
    <message>
        <source>R %1</source>
        <translation>R %1</translation>
    </message>
    <message>
        <source>U of the bound component</source>
        <translation>瓶颈组件的 U</translation>
    </message>
    <message>
        <source>R of the bound component</source>
        <translation>瓶颈组件的 R</translation>
    </message>
    <message>
        <source>Highest U</source>
        <translation>最高 U</translation>
    </message>
    <message>
        <source>Above what the hardware can do: one of the work, peak, clock or block count is wrong (see the messages); no gain is estimated</source>
        <translation>超出硬件能力：工作量、峰值、时钟或 block 数中有一项有误（见消息），不估算收益</translation>
    </message>
</context>
<context>
    <name>rl::OperatorTableView</name>
    <message>
        <source>All categories</source>
        <translation>全部类别</translation>
    </message>
    <message>
        <source>All core types</source>
        <translation>全部核类型</translation>
    </message>
    <message>
        <source>Any bound component</source>
        <translation>任意瓶颈组件</translation>
    </message>
    <message>
        <source>Search name or type…</source>
        <translation>搜索名称或类型…</translation>
    </message>
    <message>
        <source>Per component</source>
        <translation>按组件</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Show or hide columns, U and R of every component among them</source>
        <translation>显示或隐藏列，包括每个组件的 U 与 R</translation>
    </message>
</context>
<context>
    <name>rl::ProfileChooser</name>
    <message>
        <source>Choose a profile</source>
        <translation>选择性能数据</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds profiles of %n different workload(s). Open one of them:</source>
        <translation>
            <numerusform>%1 包含 %n 个不同工作负载的性能数据。请打开其中之一：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::RankGroupsModel</name>
    <message numerus="yes">
        <source>%1 (%n call(s))</source>
        <translation>
            <numerusform>%1（%n 次调用）</numerusform>
        </translation>
    </message>
    <message>
        <source>rank %1: %2, calls from %3 to %4</source>
        <translation>rank %1：%2，单次调用 %3 至 %4</translation>
    </message>
    <message>
        <source>not on this rank</source>
        <translation>该 rank 上没有</translation>
    </message>
    <message>
        <source>Operator type</source>
        <translation>算子类型</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Slowest rank</source>
        <translation>最慢 rank</translation>
    </message>
</context>
<context>
    <name>rl::RankPicker</name>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>Rank %1 (no kernels)</source>
        <translation>Rank %1（无 kernel）</translation>
    </message>
    <message>
        <source>Show the operators, timeline and details of rank %1</source>
        <translation>显示 rank %1 的算子、时间线与详情</translation>
    </message>
    <message>
        <source>Rank %1 has no kernel table or profiler database: only its step figures are on the run page</source>
        <translation>Rank %1 没有 kernel 表或 Profiler 数据库：运行页中只有其单步数据</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>Rank(&amp;R)：</translation>
    </message>
    <message>
        <source>Which rank of the job the operator view, timeline and details show</source>
        <translation>算子视图、时间线与详情所显示的作业 rank</translation>
    </message>
    <message>
        <source>&amp;Rank</source>
        <translation>Rank(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Next rank</source>
        <translation>下一个 rank(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous rank</source>
        <translation>上一个 rank(&amp;P)</translation>
    </message>
</context>
<context>
    <name>rl::RecentFiles</name>
    <message numerus="yes">
        <source> (+%n more)</source>
        <translation>
            <numerusform> (+%n 个)</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>无最近打开的文件</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>清空列表</translation>
    </message>
</context>
<context>
    <name>rl::RooflineChart</name>
    <message>
        <source>%1, estimated</source>
        <translation>%1（估算）</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message numerus="yes">
        <source>%n with %1</source>
        <translation>
            <numerusform>%n 个：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not plotted (cannot be placed on log axes): %1</source>
        <translation>未绘制（无法在对数坐标轴上标出）：%1</translation>
    </message>
    <message>
        <source>Intensity: %1</source>
        <translation>计算强度：%1</translation>
    </message>
    <message>
        <source>Performance: %1</source>
        <translation>性能：%1</translation>
    </message>
    <message>
        <source>Utilisation (label): %1</source>
        <translation>利用率（标签）：%1</translation>
    </message>
    <message>
        <source>%1: U %2 · E %3 · R %4</source>
        <translation>%1：U %2 · E %3 · R %4</translation>
    </message>
    <message>
        <source>Time share: %1</source>
        <translation>耗时占比：%1</translation>
    </message>
    <message>
        <source>Estimate: work derived from shapes and data types, not counters</source>
        <translation>估算值：工作量由 shape 和数据类型推算，而非来自计数器</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <source>U above the hardware&apos;s peak (%1)</source>
        <translation>U 超过硬件峰值（%1）</translation>
    </message>
    <message>
        <source>One call of the kernel: %1</source>
        <translation>该算子的一次调用：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n calls of these input shapes, placed by their summed work and time</source>
        <translation>
            <numerusform>该输入 shape 的 %n 次调用，按其工作量与耗时之和定位</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::RooflinePanel</name>
    <message>
        <source>No operator uses: %1</source>
        <translation>没有算子使用：%1</translation>
    </message>
    <message>
        <source>&amp;Roofs:</source>
        <translation>屋顶(&amp;R)：</translation>
    </message>
    <message>
        <source>Whole operator (chip roofs)</source>
        <translation>整个算子（整芯片屋顶）</translation>
    </message>
    <message>
        <source>Per core (per-block work)</source>
        <translation>单核（每个 block 的工作量）</translation>
    </message>
    <message>
        <source>Whole operator: work over core time against the chip&apos;s roofs.
Per core: work per block against one core&apos;s roofs (the paper&apos;s recommendation).</source>
        <translation>整个算子：工作量除以核运行时间，对照整芯片的屋顶。
单核：每个 block 的工作量，对照单个核的屋顶（论文推荐的方式）。</translation>
    </message>
    <message>
        <source>Hide pairs no operator uses</source>
        <translation>隐藏没有算子使用的组件对</translation>
    </message>
    <message numerus="yes">
        <source>No Roofline to draw: none of the %n operator(s) has work counts or component times (PMU data), only durations. The Operators table and the Timeline show them all.

To see where operators sit against their roofs, record with AI Core metrics: the torch_npu profiler at level 1 or 2 with aic_metrics PipeUtilization, or msprof --aic-metrics=PipeUtilization,ArithmeticUtilization,Memory.</source>
        <translation>
            <numerusform>无法绘制 Roofline：%n 个算子都没有工作量计数或组件时间（PMU 数据），只有耗时。算子列表和时间线中可查看全部算子。

如需查看算子相对屋顶的位置，请在采集时开启 AI Core 性能指标：torch_npu profiler 选择 level 1 或 level 2 并设置 aic_metrics 为 PipeUtilization，或使用 msprof --aic-metrics=PipeUtilization,ArithmeticUtilization,Memory。</numerusform>
        </translation>
    </message>
    <message>
        <source>No Roofline without the chip: the input does not say which chip it ran on, so no roof is known.

Choose the chip with the hardware selector in the toolbar (or load a spec file); the Operators table, the Timeline and the pipelines show what the data holds meanwhile.</source>
        <translation>没有芯片就没有 Roofline：输入未说明运行在哪种芯片上，因此不知道任何屋顶。

请用工具栏中的硬件选择器选择芯片（或加载规格文件）；在此期间，算子表、时间线和流水线会显示数据中已有的内容。</translation>
    </message>
    <message>
        <source>Memory levels</source>
        <translation>存储层级</translation>
    </message>
</context>
<context>
    <name>rl::RunBreakdownChart</name>
    <message>
        <source>rank %1 · step %2</source>
        <translation>rank %1 · 第 %2 步</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>Time in the step (ms)</source>
        <translation>单步内时间（ms）</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Communication not overlapped</source>
        <translation>未被计算掩盖的通信</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>rank %1 · reading…</source>
        <translation>rank %1 · 读取中…</translation>
    </message>
    <message>
        <source>rank %1 · not read</source>
        <translation>rank %1 · 无法读取</translation>
    </message>
    <message>
        <source>peak %1 MB (reserved %2 MB)</source>
        <translation>峰值 %1 MB（预留 %2 MB）</translation>
    </message>
    <message>
        <source>peak %1 MB</source>
        <translation>峰值 %1 MB</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>rank %1 · whole timeline</source>
        <translation>rank %1 · 整条时间线</translation>
    </message>
</context>
<context>
    <name>rl::RunPage</name>
    <message>
        <source>Open the operator view</source>
        <translation>打开算子视图</translation>
    </message>
    <message>
        <source>Communication in the timeline</source>
        <translation>在时间线中查看通信</translation>
    </message>
    <message>
        <source>Largest free gap in the timeline</source>
        <translation>在时间线中查看最大空闲间隙</translation>
    </message>
    <message>
        <source>Where the step goes</source>
        <translation>单步耗时去向</translation>
    </message>
    <message>
        <source>This profile has no step trace and no device timeline, so there is no run-level breakdown. The operator view shows what its kernels can win.</source>
        <translation>该性能数据没有 step trace，也没有设备时间线，因此无法给出运行级耗时分解。算子视图会显示其 kernel 可挽回的时间。</translation>
    </message>
    <message numerus="yes">
        <source>Where the step goes: %n rank(s)</source>
        <translation>
            <numerusform>单步耗时去向：%n 个 rank</numerusform>
        </translation>
    </message>
    <message>
        <source>Communication that compute does not hide is the largest part: look at the communication tasks in the timeline, overlap them with compute, or change the parallel layout.</source>
        <translation>未被计算掩盖的通信占比最大：请在时间线中查看通信任务，让通信与计算重叠，或调整并行切分方式。</translation>
    </message>
    <message>
        <source>The device waits for the host a large part of the step: look at the largest free gaps in the timeline (data loading, host-bound operators, synchronisation).</source>
        <translation>设备在单步中有相当长的时间在等待 Host：请在时间线中查看最大的空闲间隙（数据加载、Host 侧瓶颈算子、同步）。</translation>
    </message>
    <message>
        <source>Compute is most of the step: the operator view shows which kernels can win back time.</source>
        <translation>单步主要耗时在计算：算子视图会显示哪些 kernel 可以挽回时间。</translation>
    </message>
    <message>
        <source>Operators can win back at most %1 % of the step (the computing share of rank %2).</source>
        <translation>算子优化最多可挽回单步的 %1 %（rank %2 的计算占比）。</translation>
    </message>
    <message>
        <source>The same operator types on every rank (largest first; sort by any column):</source>
        <translation>各 rank 上的同类算子（按耗时从大到小；可按任意列排序）：</translation>
    </message>
    <message>
        <source>This job has no step rows (no step trace, step table or device timeline per rank), so there is no breakdown of the step.</source>
        <translation>该作业没有单步数据（各 rank 都没有 step trace、单步表或设备时间线），因此无法分解单步耗时。</translation>
    </message>
    <message>
        <source>Its communication between devices is below.</source>
        <translation>其设备间通信见下方。</translation>
    </message>
    <message>
        <source>The communication tasks of rank %1&apos;s step in the timeline</source>
        <translation>在时间线中查看 rank %1 单步中的通信任务</translation>
    </message>
    <message>
        <source>The communication tasks in the timeline</source>
        <translation>在时间线中查看通信任务</translation>
    </message>
    <message>
        <source>No device timeline is loaded, so there are no communication tasks to show: open a rank&apos;s profiler folder with its timeline (trace_view.json, msprof_*.json or a profiler DB).</source>
        <translation>未加载设备时间线，因此没有可显示的通信任务：请打开带时间线的 rank 性能数据目录（trace_view.json、msprof_*.json 或 profiler DB）。</translation>
    </message>
    <message>
        <source>The loaded timeline holds no communication tasks (no HCCL or communication lane): the profile was taken without them, or on one device only.</source>
        <translation>已加载的时间线中没有通信任务（没有 HCCL 或通信泳道）：采集时未包含通信，或只在单个设备上采集。</translation>
    </message>
    <message numerus="yes">
        <source>(%n being read…)</source>
        <translation>
            <numerusform>（%n 个正在读取…）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n could not be read)</source>
        <translation>
            <numerusform>（%n 个无法读取）</numerusform>
        </translation>
    </message>
    <message>
        <source>This job has no step rows, so there is no free gap to show.</source>
        <translation>该作业没有单步数据，因此没有可显示的空闲间隙。</translation>
    </message>
    <message>
        <source>The longest time rank %1&apos;s device was free, centred in the timeline</source>
        <translation>rank %1 设备空闲时间最长的一段，在时间线中居中显示</translation>
    </message>
    <message>
        <source>Rank %1&apos;s timeline is not loaded: open that rank to see its free gaps.</source>
        <translation>Rank %1 的时间线未加载：请打开该 rank 以查看其空闲间隙。</translation>
    </message>
    <message>
        <source>Rank %1&apos;s device timeline has no free gap between its tasks (or no device timeline was loaded), so there is nothing to show.</source>
        <translation>Rank %1 的设备时间线在各任务之间没有空闲间隙（或未加载设备时间线），因此没有可显示的内容。</translation>
    </message>
</context>
<context>
    <name>rl::StatusProgress</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>rl::SynchronizedTimelines</name>
    <message>
        <source>Synchronise zoom (time relative to each run&apos;s or operator&apos;s start)</source>
        <translation>同步缩放（时间相对于各次运行或各算子的开始）</translation>
    </message>
    <message>
        <source>Before (baseline)</source>
        <translation>变更前（基线）</translation>
    </message>
    <message>
        <source>After (candidate)</source>
        <translation>变更后（对比数据）</translation>
    </message>
</context>
<context>
    <name>rl::ThresholdEditor</name>
    <message>
        <source>U cube ops</source>
        <translation>U Cube 算子</translation>
    </message>
    <message>
        <source>U other ops</source>
        <translation>U 其他算子</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Utilisation threshold for operators that use the Cube (cube and mix)</source>
        <translation>使用 Cube 的算子（cube 与 mix）的利用率阈值</translation>
    </message>
    <message>
        <source>Utilisation threshold for vector/scalar-only operators</source>
        <translation>仅使用 Vector/Scalar 的算子的利用率阈值</translation>
    </message>
    <message>
        <source>Active-time ratio threshold that separates busy from idle components</source>
        <translation>区分繁忙组件与空闲组件的活跃时间占比阈值</translation>
    </message>
</context>
<context>
    <name>rl::TimelineToolbar</name>
    <message>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <source>Previous zoom (Alt+Left)</source>
        <translation>上一缩放级别 (Alt+Left)</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <source>Next zoom (Alt+Right)</source>
        <translation>下一缩放级别 (Alt+Right)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Show everything (Home)</source>
        <translation>显示全部 (Home)</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>整次运行</translation>
    </message>
    <message>
        <source>Back to the kernel level of the run</source>
        <translation>返回本次运行的核函数级视图</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>连线</translation>
    </message>
    <message>
        <source>SET_FLAG/WAIT_FLAG pairs and dependency flows</source>
        <translation>SET_FLAG/WAIT_FLAG 配对与依赖流</translation>
    </message>
    <message>
        <source>Derived lanes</source>
        <translation>推导泳道</translation>
    </message>
    <message>
        <source>Component lanes drawn from each operator&apos;s pipe ratios (R × duration)</source>
        <translation>根据各算子的流水占比（R × 耗时）绘制的组件泳道</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation>相对时间</translation>
    </message>
    <message>
        <source>Times relative to the selected operator&apos;s start</source>
        <translation>时间相对于所选算子的开始</translation>
    </message>
    <message>
        <source>All lanes</source>
        <translation>全部泳道</translation>
    </message>
    <message>
        <source>Every communication plane, host thread and counter on a lane of its own, and every row of a stream&apos;s overlapping tasks; off, they fold (E; or click a lane&apos;s name)</source>
        <translation>每个通信平面、Host 线程和计数器各占一条泳道，流中相互重叠的任务逐行显示；关闭时折叠（E；或单击泳道名称）</translation>
    </message>
</context>
<context>
    <name>rl::TimelineView</name>
    <message>
        <source>Laying out %1 events…</source>
        <translation>正在布局 %1 个事件…</translation>
    </message>
    <message>
        <source>Instruction level: %1</source>
        <translation>指令级：%1</translation>
    </message>
    <message>
        <source>operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Kernel level: %1</source>
        <translation>核函数级：%1</translation>
    </message>
    <message>
        <source>run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>No timeline in the loaded data</source>
        <translation>已加载的数据中没有时间线</translation>
    </message>
    <message>
        <source>%1 (derived)</source>
        <translation>%1（推导）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Time from origin (%1)</source>
        <translation>相对原点的时间（%1）</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>时间（%1）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Span %1 · serial %2 % · overlap %3 % · idle %4 % (%n unit(s)) — busy: %5</source>
        <translation>
            <numerusform>跨度 %1 · 串行 %2 % · 重叠 %3 % · 空闲 %4 %（%n 个单元）— 繁忙：%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n box(es) on %1 lanes, span %2</source>
        <translation>
            <numerusform>%1 条泳道上共 %n 个块，跨度 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Fit all</source>
        <translation>适应全部</translation>
    </message>
    <message>
        <source>Fit to selected operator</source>
        <translation>适应所选算子</translation>
    </message>
    <message>
        <source>Zoom back</source>
        <translation>上一缩放级别</translation>
    </message>
    <message>
        <source>Zoom forward</source>
        <translation>下一缩放级别</translation>
    </message>
    <message>
        <source>▸ %1</source>
        <translation>▸ %1</translation>
    </message>
    <message>
        <source>▾ %1</source>
        <translation>▾ %1</translation>
    </message>
    <message numerus="yes">
        <source>%n communication plane(s)</source>
        <translation>
            <numerusform>%n 个通信平面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host thread(s)</source>
        <translation>
            <numerusform>%n 个 Host 线程</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n overlap-analysis lane(s)</source>
        <translation>
            <numerusform>%n 条重叠分析泳道</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n 个计数器</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to show %1 rows of this lane&apos;s %2, the last drawing the rest (E folds every lane)</source>
        <translation>单击后只显示本泳道 %2 行中的 %1 行，其余行叠画在最后一行（E 折叠所有泳道）</translation>
    </message>
    <message>
        <source>Overlapping tasks pack into %1 rows here; rows %2 to %1 are drawn over one another in the last: click to show each (E unfolds every lane)</source>
        <translation>相互重叠的任务在此排成 %1 行；第 %2 至 %1 行叠画在最后一行：单击逐行显示（E 展开所有泳道）</translation>
    </message>
    <message>
        <source>Click to fold these %1 into one lane (E folds every lane)</source>
        <translation>单击将这 %1 折叠为一条泳道（E 折叠所有泳道）</translation>
    </message>
    <message>
        <source>%1 drawn in one lane: click to show each on a lane of its own (E unfolds every lane)</source>
        <translation>%1 画在同一条泳道中：单击使其各占一条泳道（E 展开所有泳道）</translation>
    </message>
    <message>
        <source>Fold the %1 into one lane</source>
        <translation>将 %1 折叠为一条泳道</translation>
    </message>
    <message>
        <source>Show the %1 on lanes of their own</source>
        <translation>将 %1 分别显示在各自的泳道上</translation>
    </message>
    <message>
        <source>Fold the rows of %1</source>
        <translation>折叠 %1 的行</translation>
    </message>
    <message>
        <source>Show every row of %1</source>
        <translation>显示 %1 的每一行</translation>
    </message>
    <message>
        <source>Fold every lane</source>
        <translation>折叠所有泳道</translation>
    </message>
    <message>
        <source>Unfold every lane</source>
        <translation>展开所有泳道</translation>
    </message>
    <message numerus="yes">
        <source>%n device-memory lane(s)</source>
        <translation>
            <numerusform>%n 条设备内存泳道</numerusform>
        </translation>
    </message>
</context>
</TS>
