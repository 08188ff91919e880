; Binary garbage on stdin: a clean diagnostic and exit status 1.
; RUN: printf '\000\001\377\376garbage' | not %ehi parse - 2>&1 | FileCheck --check-prefix=PIPE %s
; PIPE: <stdin>:1:1: error: invalid character in input (NUL byte)
; RUN: printf '\177ELF\002\001\001\000\000\000' > %t.bin
; RUN: sh -c 'timeout 20 %ehi parse - < %t.bin 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; CHECK: {{^}}<stdin>:1:1: error: invalid byte 0x7f in input{{$}}
; CHECK-NEXT: {{^}}?ELF??????{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; RUN: %python %S/Inputs/gen.py random-bytes 65536 > %t.rnd
; RUN: %python %S/Inputs/clean_exit.py --expect 1 -- %ehi parse %t.rnd
