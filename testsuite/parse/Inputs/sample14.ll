; A small typed-pointer (LLVM 14) module used by the truncation and
; mutation robustness tests.  Every construct family appears once.
source_filename = "sample14.c"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32, [2 x i8*], { float, double } }
%opaque = type opaque
$cd = comdat any

@.str = private unnamed_addr constant [6 x i8] c"hi\0A\22\00\00", align 1
@g = global %struct.S { i32 1, [2 x i8*] [i8* null, i8* getelementptr ([6 x i8], [6 x i8]* @.str, i64 0, i64 1)], { float, double } { float 5.000000e-01, double 0x3FB999999999999A } }, comdat($cd), align 8
@_ZTIi = external constant i8*
@a = alias i32, bitcast (%struct.S* @g to i32*)

declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32) #0
declare i8* @__cxa_begin_catch(i8*)
declare void @__cxa_end_catch()

define i32 @f(i32 %n, i8* nocapture readonly %p) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !4 {
entry:
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %cont ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %cont ]
  invoke void @may_throw(i32 %i)
          to label %cont unwind label %lpad, !dbg !8

cont:
  %next = add nuw nsw i32 %i, 1
  %ext = zext i32 %next to i64
  %acc2 = add i64 %acc, %ext
  %c = icmp eq i32 %next, %n
  switch i32 %next, label %loop [
    i32 7, label %done
    i32 9, label %done
  ]

lpad:
  %lp = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
  %ex = extractvalue { i8*, i32 } %lp, 0
  %sel = extractvalue { i8*, i32 } %lp, 1
  %typeid = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*))
  %match = icmp eq i32 %sel, %typeid
  br i1 %match, label %catch, label %rethrow

catch:
  %obj = call i8* @__cxa_begin_catch(i8* %ex)
  call void @__cxa_end_catch()
  br label %done

rethrow:
  resume { i8*, i32 } %lp

done:
  %r = phi i32 [ 0, %entry ], [ 1, %cont ], [ 1, %cont ], [ 2, %catch ]
  %v = load i8, i8* %p, align 1
  %s = select i1 %cmp, i32 %r, i32 -1
  ret i32 %s
}

declare i32 @llvm.eh.typeid.for(i8*) #2

attributes #0 = { "frame-pointer"="all" }
attributes #1 = { mustprogress noinline uwtable }
attributes #2 = { nounwind readnone }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "sample14.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 3, column: 5, scope: !4)
