"""llvm-undname's output on standard input (for each name: the name, its
demangling or an error, a blank line) as one line per name, the name
itself when llvm-undname could not read it: the shape of `ehi demangle`."""
import sys

lines = sys.stdin.read().split('\n')
k = 0
while k + 1 < len(lines):
    name, text = lines[k], lines[k + 1]
    if not name:
        k += 1
        continue
    print(name if text.startswith('error:') or not text else text)
    k += 3 if text else 2
