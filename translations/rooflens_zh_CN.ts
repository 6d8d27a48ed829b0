<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>RoofLens</name>
    <message>
        <source>unsupported schema &quot;%1&quot; (expected rooflens.hardware/1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;coupled&quot; or &quot;separated&quot;, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock must be a positive number of MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a positive whole number of cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown component &quot;%1&quot; (expected cube, vector, scalar, mte1, mte2, mte3, fixpipe, optionally prefixed aic. or aiv.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;compute&quot; or &quot;transfer&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown precision &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown transfer path &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak must be a positive number (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a non-number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open hardware spec: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hardware spec must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot;: not a catalogue id (%2) nor a readable file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware %1 chosen by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware %1 given inline by the input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware %1 named by the input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware %1 detected from chip &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the input does not say which chip it ran on; choose one with --hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip &quot;%1&quot; is not in the catalogue; choose one with --hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; clock %1 MHz as recorded (nominal %2 MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute Bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTE Bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insufficient Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inefficient Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inefficient MTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy, unresolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PMU data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, mostly %2 (%3 of its ideal time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cube operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vector/scalar operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 task: not executed on the AI Core, the model does not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No busy times or work counts were recorded for this operator (profile with an aic-metrics group such as PipeUtilization).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches U = %2, at or above the %3 threshold for a %4: bound by %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best U is %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no work counts, so U is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All components are below U %1 (%2), but no busy times were recorded, so R cannot separate parallelism from efficiency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No component reaches U %1 and every component is active less than %2 of the core time (busiest: %3 at R = %4; %5): components run nearly serially.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is active %2 of the core time (R ≥ %3) but its work is unknown, so bound and inefficient cannot be told apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is active %2 of the core time (R ≥ %3) yet reaches only U = %4 (E = %5 while active): inefficient %6; suspect %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advice condition needs a metric and one of == != &lt; &lt;= &gt; &gt;=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advice condition value must be a number or a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advice item without id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advice item %1 has no condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loading was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the directory cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no supported profiler output found in this directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a supported format (by content)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no input path given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metric-group merge: %1 of %2 operators matched; %3 operators of this input had no partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object of precision or path to a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown transfer path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoofLens profile JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a RoofLens profile must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;rooflens.profile/1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or not an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trace JSON reading is not built yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>RoofLens analysis of %n operator(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>input: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware: %1, %2 MHz (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total operator time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categories:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottlenecks by estimated gain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: no operator has a measurable gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MHz, %2 cube / %3 vector cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>architecture: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock: %1 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cores: %1 cube (AIC), %2 vector (AIV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confidence: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peaks (per core per cycle -&gt; whole chip):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no published peak: busy time only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B/cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 op/cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown (not invented):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expects a fraction in (0, 1] or a percentage, got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--chart-format takes png, svg and pdf, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang takes en or zh_CN, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fail-on-regression expects a percentage ≥ 0, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rank expects a rank number, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analyze needs at least one PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare needs exactly two paths: BEFORE AFTER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo needs exactly one directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware needs --list or --show ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compare needs exactly two paths: BEFORE AFTER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hardware does not apply to this command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:
  rooflens                                   GUI, empty or with the last session
  rooflens [--hardware ID|FILE] PATH...      GUI with PATH(s) loaded as one workload
  rooflens --compare BEFORE AFTER            GUI in compare mode
  rooflens analyze PATH... [options]         headless analysis
  rooflens compare BEFORE AFTER [options]    headless comparison
  rooflens demo DIR                          write the built-in demo workspace to DIR
  rooflens hardware --list | --show ID       the hardware catalogue

Options of analyze and compare:
  --hardware ID|FILE      chip spec (catalogue id or rooflens.hardware/1 file)
  --json FILE|-           write rooflens.analysis/1 (or comparison/1) JSON
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
  --fail-on-regression P  compare: exit 1 when a matched operator is P% slower

Exit codes: 0 success, 1 gate failed, 2 usage error, 3 unreadable or unsupported input.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--html and --charts are not available in this build yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare is not available in this build yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo is not available in this build yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::MainWindow</name>
    <message>
        <source>RoofLens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a profile: rooflens PATH...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
