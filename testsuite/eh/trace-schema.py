#!/usr/bin/env python3
"""trace-schema.py EHI FILE.ll... — checks `ehi run --trace=json` against
the schema of SPEC.md section 7 ("The JSON trace", version 1) on every
program given, and against the text trace of the same run: one JSON line
per text event, the same seq numbers (1, 2, ...), event names, frame
numbers, exception numbers and functions (demangled as the text shows them
unless they are no C++ names).  Prints "ok FILE (N events)" or what is
wrong; exit status 1 when anything is."""
import json, re, subprocess, sys

COMMON = {'version': int, 'seq': int, 'event': str}
OPTIONAL = {
    'exception': int, 'header': int, 'foreign': bool, 'type': str, 'object': int,
    'frame': int, 'function': str, 'demangled': str, 'answer': str, 'selector': int,
    'handlers': int, 'detail': str, 'pad': str, 'pad_kind': str, 'how': str,
    'pads': list, 'rule': str, 'loc': str, 'src': str,
}
EVENTS = {'throw', 'search', 'unwind', 'landing', 'resume', 'begin_catch', 'end_catch',
          'rethrow', 'destroy', 'unexpected', 'end_of_stack', 'terminate', 'funclet_enter',
          'funclet_exit', 'catch_object', 'abandon', 'filter', 'finally', 'forced_unwind', 'stop',
          'backtrace'}
PAD_KINDS = {'catchswitch', 'catchpad', 'cleanuppad'}
TEXT = re.compile(r'^\[eh\] (\w+)(?: #(\d+))?.*?(?: frame (\d+) (\S+?)(?:[:( ]|$))?')


def check_line(o, errs):
    for k, t in COMMON.items():
        if not isinstance(o.get(k), t):
            errs.append('%s: missing or not %s' % (k, t.__name__))
    for k, v in o.items():
        if k in COMMON:
            continue
        if k not in OPTIONAL:
            errs.append('unknown field %s' % k)
        elif not isinstance(v, OPTIONAL[k]) or (OPTIONAL[k] is int and isinstance(v, bool)):
            errs.append('%s is not %s' % (k, OPTIONAL[k].__name__))
    if o.get('version') != 1:
        errs.append('version %r, not 1' % o.get('version'))
    if o.get('event') not in EVENTS:
        errs.append('unknown event %r' % o.get('event'))
    ev = o.get('event')
    if 'selector' in o and not (ev == 'landing' or (ev == 'search' and o.get('answer') == 'handler')):
        errs.append('a selector on a %s event%s' % (ev, ' answering ' + o['answer'] if 'answer' in o else ''))
    if 'selector' in o and 'pad' in o:
        errs.append('a funclet pad with a selector')
    if 'handlers' in o and ev not in ('begin_catch', 'end_catch'):
        errs.append('handlers on a %s event' % ev)
    if 'pad' in o and o.get('pad_kind') not in PAD_KINDS:
        errs.append('pad_kind %r' % o.get('pad_kind'))
    if ev in ('funclet_enter', 'funclet_exit'):
        if 'pads' not in o or 'pad' not in o:
            errs.append('a funclet event without pad and pads')
        for p in o.get('pads', []):
            if not isinstance(p, dict) or set(p) - {'pad', 'kind', 'exception'} or \
               not isinstance(p.get('pad'), str) or p.get('kind') not in PAD_KINDS:
                errs.append('pads entry %r' % (p,))
    elif 'pads' in o or 'how' in o:
        errs.append('pads/how on a %s event' % ev)
    if 'demangled' in o and 'function' not in o:
        errs.append('demangled without function')
    if 'frame' in o and o['frame'] < 0:
        errs.append('negative frame')


def run(ehi, f, mode):
    p = subprocess.run([ehi, 'run', mode, '--max-steps=20000000', f], stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120)
    return p.stderr.decode('utf-8', 'replace').splitlines()


def main():
    ehi, files = sys.argv[1], sys.argv[2:]
    bad = 0
    for f in files:
        js = [l for l in run(ehi, f, '--trace=json') if l.startswith('{"version"')]
        tx = [l for l in run(ehi, f, '--trace') if l.startswith('[eh] ')]
        errs = []
        if len(js) != len(tx):
            errs.append('%d JSON events, %d text events' % (len(js), len(tx)))
        for n, (jl, tl) in enumerate(zip(js, tx), 1):
            try:
                o = json.loads(jl)
            except ValueError as e:
                errs.append('line %d: not JSON: %s' % (n, e))
                continue
            le = []
            check_line(o, le)
            if o.get('seq') != n:
                le.append('seq %r, not %d' % (o.get('seq'), n))
            m = TEXT.match(tl)
            if m.group(1) != o.get('event'):
                le.append('event %r, text %r' % (o.get('event'), m.group(1)))
            if m.group(2) and int(m.group(2)) != o.get('exception'):
                le.append('exception %r, text #%s' % (o.get('exception'), m.group(2)))
            if m.group(3) is not None:
                if int(m.group(3)) != o.get('frame'):
                    le.append('frame %r, text %s' % (o.get('frame'), m.group(3)))
                shown = o.get('demangled') or ('@' + o.get('function', ''))
                if not tl.split(' frame %s ' % m.group(3), 1)[1].startswith(shown):
                    le.append('function %r, text %r' % (shown, tl))
            errs += ['event %d: %s' % (n, e) for e in le]
        name = f.split('/testsuite/')[-1]
        if errs:
            bad += 1
            print('BAD %s' % name)
            for e in errs[:10]:
                print('  ' + e)
        else:
            print('ok %s (%d events)' % (name, len(js)))
    print('%d files, %d bad' % (len(files), bad))
    return 1 if bad else 0


sys.exit(main())
