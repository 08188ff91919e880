; Native calls between translated functions (interp/vm/jit_x64.c): a call
; from native code to a function with native code pushes the frame as the
; interpreter's fast path does and runs the callee natively; anything
; unusual in the callee hands the whole stack of frames to the interpreter.
; Every entry is run with the JIT and with --no-jit against the same lines.
;   main        C++ (source below, clang++-14 -O2): an exception thrown two
;               native calls deep and caught in main; recursion 40000 deep
;               (past the host stack native calls may use: the deeper calls
;               are the interpreter's).  Expected: the native binary's output.
;   poison_ret  a natively called function returns poison through a noundef
;               result (X-UB-12), reported in the callee with its caller
;   chain       a store past a heap block three native calls deep (X-MEM-2):
;               the backtrace has every frame
;   too_deep    recursion past --max-depth=3000 (X-LIM-3)
; C++ source of main:
;   extern "C" int printf(const char *, ...);
;   __attribute__((noinline)) static int leaf(int x) { if (x == 7) throw x; return x * 2; }
;   __attribute__((noinline)) static int mid(int x) { return leaf(x) + 1; }
;   __attribute__((noinline)) static long deep(long n) { return n ? n + deep(n - 1) : 0; }
;   int main() {
;     long s = 0;
;     for (int i = 0; i < 10; i++) { try { s += mid(i); } catch (int e) { s += 1000 * e; } }
;     printf("eh %ld\n", s);
;     printf("deep %ld\n", deep(40000));
;     return 0;
;   }
; RUN: %ehi run %s | FileCheck %s --check-prefix=MAIN
; RUN: %ehi run --no-jit %s | FileCheck %s --check-prefix=MAIN
; MAIN: eh 7085
; MAIN-NEXT: deep 800020000
; RUN: sh -c '%ehi run --entry poison_ret %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=RET
; RUN: sh -c '%ehi run --no-jit --entry poison_ret %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=RET
; RET: ehi: undefined behaviour: @ret_poison returns poison or undef, but its result is noundef [X-UB-12]
; RET-NEXT: note: the value may be poison from the `add nsw` at {{.*}} in @ret_poison (poison when its promise fails)
; RET-NEXT: at {{.*}} in @ret_poison, block %0: ret i32 %y
; RET-NEXT: at {{.*}} in @poison_ret, block %loop: %r = call i32 @ret_poison(i32 %i)
; RET-NEXT: status 66
; RUN: sh -c '%ehi run --entry chain %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=CHAIN
; RUN: sh -c '%ehi run --no-jit --entry chain %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=CHAIN
; CHAIN: ehi: undefined behaviour: write of 4 bytes at address 0x{{[0-9a-f]+}}, which is not part of any object; it is 0 bytes past the end of heap block 'malloc' of 40 bytes at 0x{{[0-9a-f]+}}; allocated at {{.*}} in @chain [X-MEM-2]
; CHAIN-NEXT: at {{.*}} in @chain1, block %0: store i32 1, i32* %q, align 4
; CHAIN-NEXT: at {{.*}} in @chain2, block %0: call void @chain1(i32* %p, i64 %i)
; CHAIN-NEXT: at {{.*}} in @chain3, block %0: call void @chain2(i32* %p, i64 %i)
; CHAIN-NEXT: at {{.*}} in @chain, block %loop: call void @chain3(i32* %p, i64 %i)
; CHAIN-NEXT: status 66
; RUN: sh -c '%ehi run --max-depth=3000 --entry too_deep %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=DEEP
; RUN: sh -c '%ehi run --no-jit --max-depth=3000 --entry too_deep %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=DEEP
; DEEP: ehi: limit: call depth exceeds 3000 frames (--max-depth) [X-LIM-3]
; DEEP-NEXT: at {{.*}} in @rec, block %0: %r = call i64 @rec(i64 %m)
; DEEP: ... 2948 more frames ...
; DEEP: at {{.*}} in @too_deep, block %0: %r = call i64 @rec(i64 0)
; DEEP-NEXT: status 67

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [8 x i8] c"eh %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"deep %ld\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  br label %5

1:                                                ; preds = %20
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef %23)
  %3 = tail call fastcc noundef i64 @_ZL4deepl(i64 noundef 40000)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i64 noundef %3)
  ret i32 0

5:                                                ; preds = %0, %20
  %6 = phi i64 [ 0, %0 ], [ %23, %20 ]
  %7 = phi i32 [ 0, %0 ], [ %24, %20 ]
  %8 = invoke fastcc noundef i32 @_ZL3midi(i32 noundef %7)
          to label %20 unwind label %9

9:                                                ; preds = %5
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %11 = extractvalue { i8*, i32 } %10, 1
  %12 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %9
  %15 = extractvalue { i8*, i32 } %10, 0
  %16 = tail call i8* @__cxa_begin_catch(i8* %15) #5
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = mul nsw i32 %18, 1000
  tail call void @__cxa_end_catch() #5
  br label %20

20:                                               ; preds = %5, %14
  %21 = phi i32 [ %19, %14 ], [ %8, %5 ]
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %6, %22
  %24 = add nuw nsw i32 %7, 1
  %25 = icmp eq i32 %24, 10
  br i1 %25, label %1, label %5, !llvm.loop !9

26:                                               ; preds = %9
  resume { i8*, i32 } %10
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL3midi(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call fastcc noundef i32 @_ZL4leafi(i32 noundef %0)
  %3 = add nsw i32 %2, 1
  ret i32 %3
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc noundef i64 @_ZL4deepl(i64 noundef %0) unnamed_addr #4 {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = add i64 %0, -1
  %5 = mul i64 %4, %4
  %6 = zext i64 %4 to i65
  %7 = add i64 %0, -2
  %8 = zext i64 %7 to i65
  %9 = mul i65 %6, %8
  %10 = lshr i65 %9, 1
  %11 = trunc i65 %10 to i64
  %12 = add i64 %5, %0
  %13 = sub i64 %12, %11
  br label %14

14:                                               ; preds = %3, %1
  %15 = phi i64 [ 0, %1 ], [ %13, %3 ]
  ret i64 %15
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL4leafi(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp eq i32 %0, 7
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %5 = bitcast i8* %4 to i32*
  store i32 7, i32* %5, align 16, !tbaa !5
  tail call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

6:                                                ; preds = %1
  %7 = shl nsw i32 %0, 1
  ret i32 %7
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

; poison_ret: a natively called function returns poison through a noundef
; result on its second call
define internal noundef i32 @ret_poison(i32 %x) {
  %y = add nsw i32 %x, 2147483647
  ret i32 %y
}

define i32 @poison_ret() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %r = call i32 @ret_poison(i32 %i)
  %s1 = add i32 %s, %r
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 5
  br i1 %c, label %loop, label %done
done:
  ret i32 %s1
}

; chain: a store past a heap block three native calls deep
declare i8* @malloc(i64)

define internal void @chain1(i32* %p, i64 %i) {
  %q = getelementptr i32, i32* %p, i64 %i
  store i32 1, i32* %q, align 4
  ret void
}

define internal void @chain2(i32* %p, i64 %i) {
  call void @chain1(i32* %p, i64 %i)
  ret void
}

define internal void @chain3(i32* %p, i64 %i) {
  call void @chain2(i32* %p, i64 %i)
  ret void
}

define i32 @chain() {
entry:
  %m = call i8* @malloc(i64 40)
  %p = bitcast i8* %m to i32*
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  call void @chain3(i32* %p, i64 %i)
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 20
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}

; too_deep: recursion past --max-depth
define internal i64 @rec(i64 %n) {
  %m = add i64 %n, 1
  %r = call i64 @rec(i64 %m)
  %s = add i64 %r, 1
  ret i64 %s
}

define i32 @too_deep() {
  %r = call i64 @rec(i64 0)
  %t = trunc i64 %r to i32
  ret i32 %t
}
