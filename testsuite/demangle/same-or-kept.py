"""same-or-kept.py NAMES EHI UNDNAME: each line of EHI is either the line
of UNDNAME (llvm-undname's demangling) or the name itself (ehi left it as
it is); prints the counts, or the first lines that are neither."""
import sys

names, ehi, und = ([l.rstrip('\n') for l in open(f)] for f in sys.argv[1:4])
assert len(names) == len(ehi) == len(und), (len(names), len(ehi), len(und))
bad = [(n, e, u) for n, e, u in zip(names, ehi, und) if e != n and e != u]
for n, e, u in bad[:10]:
    print('name:     ' + n + '\nehi:      ' + e + '\nundname:  ' + u)
print('%d names, %d demangled by ehi as llvm-undname does, %d left as they are, %d wrong'
      % (len(names), sum(e != n for e, n in zip(ehi, names)) - len(bad),
         sum(e == n for e, n in zip(ehi, names)), len(bad)))
sys.exit(1 if bad else 0)
