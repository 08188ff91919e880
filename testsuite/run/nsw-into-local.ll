; A C int that overflows at -O0 (`i = i + 1` past INT_MAX: an `add nsw`
; whose result goes straight into the local the lowering keeps in a
; register) is poison, and the branch on `i < 0` is undefined behaviour
; (SPEC.md section 6, "Registers and poison"; X-UB-1).  Source:
;   int main(int argc, char **argv) { int i = 2147483600 + argc;
;     for (int k = 0; k < 100; k++) i = i + 1;
;     if (i < 0) printf("wrapped\n"); else printf("no wrap\n"); return 0; }
; IR: clang-14 -O0 -S -emit-llvm -fno-discard-value-names.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; the note names the operations whose failed promise may be behind it
; CHECK-NEXT: note: the value may be poison from the `add nsw` at {{.*}}nsw-into-local.ll:[[#]]:3 in @main, the `add nsw` at {{.*}}nsw-into-local.ll:[[#]]:3 in @main (poison when its promise fails)
; CHECK-NEXT: at {{.*}}nsw-into-local.ll:{{[0-9]+}}:3 in @main, block %for.end: br i1 %cmp2
; CHECK-NOT: wrap
; CHECK: status 66
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"wrapped\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"no wrap\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %i = alloca i32, align 4
  %k = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %add = add nsw i32 2147483600, %1
  store i32 %add, i32* %i, align 4
  store i32 0, i32* %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %k, align 4
  %cmp = icmp slt i32 %2, 100
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load i32, i32* %i, align 4
  %add1 = add nsw i32 %3, 1
  store i32 %add1, i32* %i, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %k, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, i32* %k, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %5 = load i32, i32* %i, align 4
  %cmp2 = icmp slt i32 %5, 0
  br i1 %cmp2, label %if.then, label %if.else

if.then:                                          ; preds = %for.end
  %call = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0))
  br label %if.end

if.else:                                          ; preds = %for.end
  %call3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0))
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
