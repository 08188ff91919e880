#!/usr/bin/env python3
"""rules-covered.py — the run-time rule table (interp/vm/rules.def) against
its tests, its documentation and the code.

Usage: rules-covered.py REPO          check; every problem on stderr, exit 1
       rules-covered.py REPO --table  print RULES.md's table as the tests
                                      now cite the rules (to paste)

Checks:
  - testsuite/run/RULES.md lists exactly rules.def's ids, each with the
    class(es) of its rows;
  - every id has a test: a file RULES.md names for it, which exists and
    cites it, as `[ID]` (a report or a trace event) or, for a BEHAVIOUR
    rule (never reported), as the id in its comment;
  - SPEC.md's rule tables of sections 6-8 list the same X-, EH-U- and
    EH-F- ids as rules.def;
  - no rule id is written as a string literal ("X-UB-2") in interp/,
    repl/ or cli/ outside rules.def: code raises rules by their enum.
"""
import os
import re
import sys

ID = r'(?:(?:X|EH)-[A-Z]+|D)-[0-9]+'
root = sys.argv[1]
T = os.path.join(root, 'testsuite')
problems = []

# rules.def: id -> classes (in row order)
rules, sections, titles = {}, {}, {}
for line in open(os.path.join(root, 'interp/vm/rules.def')):
    m = re.match(r'RULE\(\w+,\s*"(' + ID + r')",\s*(\w+),\s*[01],\s*"(\d+)",\s*"(.*)"\)', line)
    if m:
        sections.setdefault(m.group(1), m.group(3))
        titles.setdefault(m.group(1), m.group(4))
        cls = m.group(2).lower()
        rules.setdefault(m.group(1), [])
        if cls not in rules[m.group(1)]:
            rules[m.group(1)].append(cls)


def cites(path, rid, behaviour):
    try:
        text = open(os.path.join(T, path), errors='replace').read()
    except OSError:
        return False
    if behaviour:
        return re.search(r'(?<![\w-])' + re.escape(rid) + r'(?![\w-])', text) is not None
    return '[' + rid + ']' in text


def all_tests():
    for d, dirs, files in os.walk(T):
        dirs[:] = sorted(x for x in dirs if x not in ('src', 'bench', 'tools', 'demo'))
        for f in sorted(files):
            if f.endswith(('.ll', '.test', '.check')):
                yield os.path.relpath(os.path.join(d, f), T)


if '--table' in sys.argv:
    tests = list(all_tests())
    print('| id | class | section | title | tests |')
    print('|---|---|---|---|---|')
    for rid, cls in rules.items():
        beh = cls == ['behaviour']
        found = [t for t in tests if cites(t, rid, beh)]
        print('| %s | %s | %s | %s | %s |' % (rid, ' / '.join(cls), sections[rid], titles[rid],
                                             ', '.join('`%s`' % t for t in found)))
    sys.exit(0)

# RULES.md
listed = {}
for line in open(os.path.join(T, 'run/RULES.md')):
    # | id | class | section | title | tests |
    m = re.match(r'\|\s*(' + ID + r')\s*\|([^|]*)\|[^|]*\|[^|]*\|([^|]*)\|', line)
    if m:
        rid = m.group(1)
        if rid in listed:
            problems.append('RULES.md: %s listed twice' % rid)
        listed[rid] = ([c.strip() for c in m.group(2).split('/')], re.findall(r'`([^`]+)`', m.group(3)))
for rid in rules:
    if rid not in listed:
        problems.append('RULES.md: %s (rules.def) is not listed' % rid)
for rid, (cls, tests) in listed.items():
    if rid not in rules:
        problems.append('RULES.md: %s is not in rules.def' % rid)
        continue
    if cls != rules[rid]:
        problems.append('RULES.md: %s has class %s, rules.def %s' % (rid, ' / '.join(cls), ' / '.join(rules[rid])))
    beh = rules[rid] == ['behaviour']
    good = [t for t in tests if cites(t, rid, beh)]
    for t in tests:
        if t not in good:
            problems.append('RULES.md: %s: %s does not exist or does not cite it%s' %
                            (rid, t, '' if beh else ' as [%s]' % rid))
    if not good:
        problems.append('%s: no test triggers it' % rid)

# SPEC.md sections 6-8
spec, sect = set(), None
for line in open(os.path.join(root, 'SPEC.md')):
    m = re.match(r'## (\d+)\.', line)
    if m:
        sect = int(m.group(1))
    m = re.match(r'\|\s*((?:X|EH-U|EH-F|EH-SEH)-[A-Z]*-?[0-9]+)\s*\|', line)
    if m and sect in (6, 7, 8):
        spec.add(m.group(1))
table = {r for r in rules if not r.startswith('D-')}
for r in sorted(spec - table):
    problems.append('SPEC.md: %s is not in rules.def' % r)
for r in sorted(table - spec):
    problems.append('rules.def: %s is in no rule table of SPEC.md sections 6-8' % r)

# string literals in the code
for top in ('interp', 'repl', 'cli'):
    for d, _, files in os.walk(os.path.join(root, top)):
        for f in sorted(files):
            path = os.path.join(d, f)
            if not f.endswith(('.c', '.h', '.def')) or path.endswith('vm/rules.def'):
                continue
            for n, line in enumerate(open(path, errors='replace'), 1):
                for m in re.finditer('"(' + ID + ')"', line):
                    problems.append('%s:%d: rule id "%s" written as a string (raise R_... from rules.def)' %
                                    (os.path.relpath(path, root), n, m.group(1)))

for p in problems:
    print('rules-covered: ' + p, file=sys.stderr)
print('%d rules, %d problems' % (len(rules), len(problems)))
sys.exit(1 if problems else 0)
