; Named metadata whose names use \xx escapes: the name of `!a\41b` is "aAb"
; and `!\5Cx` is "\x"; llvm-dis prints them as !aAb and !\5Cx.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "md-named-escape-14.c"

!\5Cescaped = !{!0}
!a\41b = !{!0}
!\2E.dots = !{}

!0 = !{!"x"}
