; Generic metadata: named metadata (incl. empty and quoted-looking names),
; distinct nodes, forward references, self-referencing and mutually
; referencing nodes, !{}, nested inline nodes, strings with escapes, value
; metadata, instruction attachments (!tbaa !prof !range !nonnull !align
; !noundef !invariant.load !nontemporal !llvm.loop !srcloc !annotation, custom),
; function/global/declaration attachments, metadata call arguments (LLVM 19).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "md-basic-19.c"

@g = global i32 0, !type !20, !custom !21
@g2 = global i32 0, align 4, !absolute_symbol !22, !type !20, !type !23
@g3 = external global i8, !associated !24

declare void @llvm.foo.md(metadata)
declare !custom !21 void @decl()
declare i32 @callee(i32)

define i32 @f(ptr %p, ptr %pp, ptr %fp) !custom !21 !prof !30 {
entry:
  %a = load i32, ptr %p, align 4, !tbaa !10
  %b = load i32, ptr %p, !range !31, !noundef !0
  %c = load ptr, ptr %pp, !nonnull !0, !align !32, !dereferenceable !33
  %d = load i32, ptr %p, !invariant.load !0
  store i32 %a, ptr %p, !nontemporal !34
  %e = load i32, ptr %p, !custom !21, !custom.other !35
  %x = call i32 @callee(i32 %a), !range !31, !srcloc !36
  call void asm sideeffect "nop", ""(), !srcloc !36
  call void @llvm.foo.md(metadata !"string")
  call void @llvm.foo.md(metadata i32 1)
  call void @llvm.foo.md(metadata ptr %p)
  call void @llvm.foo.md(metadata !{})
  call void @llvm.foo.md(metadata !{!"a", i32 2})
  call void @llvm.foo.md(metadata !10)
  call void @llvm.foo.md(metadata !{!{}})
  %cmp = icmp eq i32 %a, 0
  br i1 %cmp, label %loop, label %exit, !prof !37

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 10
  br i1 %done, label %exit, label %loop, !llvm.loop !40

exit:
  switch i32 %a, label %s.def [ i32 1, label %s.one ], !prof !38
s.one:
  ret i32 %b
s.def:
  ret i32 %a, !annotation !39
}

!llvm.module.flags = !{!1, !2}
!named.three = !{!3}
!llvm.ident = !{!4}
!named.empty = !{}
!named.with.dots.and-dashes = !{!5, !5, !6}
!named.self = !{!7}
!named.fwd = !{!50}

!0 = !{}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 8, !"flags\00with nul", !{!"nested", i64 -1}}
!4 = !{!"clang version 0.0 \22quoted\22 \5C backslash \0A newline \FF"}
!5 = distinct !{}
!6 = distinct !{!5, null, !6}
!7 = !{!7}
!8 = distinct !{!9}
!9 = distinct !{!8}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!20 = !{i64 0, !"_ZTS1A"}
!21 = !{!"custom", i32 1, float 1.5, ptr @g, { i32, i8 } { i32 1, i8 2 }, <2 x i8> <i8 1, i8 2>}
!22 = !{i64 0, i64 256}
!23 = !{i64 8, !20}
!24 = !{ptr @g}
!30 = !{!"function_entry_count", i64 100}
!31 = !{i32 0, i32 10, i32 20, i32 30}
!32 = !{i64 16}
!33 = !{i64 8}
!34 = !{i32 1}
!35 = !{!0, !{!0}, !{!{!{}}}, !"", !" "}
!36 = !{i64 12345, i64 -1}
!37 = !{!"branch_weights", i32 2000, i32 1}
!38 = !{!"branch_weights", i32 1, i32 99}
!39 = !{!"auto-init", !"other"}
!40 = distinct !{!40, !41, !42}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.unroll.count", i32 4}
!50 = !{!51}
!51 = !{!52, !"fwd"}
!52 = distinct !{!50}
