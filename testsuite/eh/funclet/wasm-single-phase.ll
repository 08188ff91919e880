; wasm EH is single phase (SPEC.md EH-F-7): nothing searches first, so
; every cleanup on the way runs - ~G(thrower), the catchpad of mid that
; does not match rethrows (llvm.wasm.rethrow), ~G(mid), ~G(main) - and
; only then, at the end of the stack, terminate.  The Itanium and MSVC
; forms of the same program (msvc-unhandled.ll) terminate at once.
; Made by clang-19 --target=wasm32-unknown-unknown -fwasm-exceptions -O0
; from:
;   struct G { const char *n; G(const char *n) : n(n) {} ~G() { printf("~G(%s)\n", n); } };
;   static void thrower() { G g("thrower"); throw 5; }
;   static void mid() { G g("mid"); try { thrower(); } catch (double) { printf("no\n"); } }
;   int main() { G g("main"); mid(); return 0; }
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' > %t.out 2> %t.err
; RUN: FileCheck %s --check-prefix=OUT < %t.out
; RUN: FileCheck %s < %t.err
; OUT: ~G(thrower)
; OUT-NEXT: ~G(mid)
; OUT-NEXT: ~G(main)
; OUT-NEXT: status 134
; CHECK-NOT: [eh] search #1 frame 2
; CHECK: [eh] search #1 frame 0 mid(): handler (caught; no type matches (the pad rethrows))
; CHECK: [eh] rethrow #1 'int' frame 0 mid() (llvm.wasm.rethrow)
; CHECK: [eh] end_of_stack #1
; CHECK: [eh] terminate #1 'int' (no handler: the exception unwound out of the bottom frame (single phase)) [EH-F-7]
; CHECK: terminate called after throwing an instance of 'int'
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.G = type { ptr }

$_ZN1GC2EPKc = comdat any

$_ZN1GD2Ev = comdat any

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"mid\00", align 1
@_ZTId = external constant ptr
@.str.2 = private unnamed_addr constant [4 x i8] c"no\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTIi = external constant ptr
@.str.4 = private unnamed_addr constant [8 x i8] c"~G(%s)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.G, align 4
  store i32 0, ptr %1, align 4
  %3 = call noundef ptr @_ZN1GC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef @.str)
  invoke void @_ZL3midv()
          to label %4 unwind label %7

4:                                                ; preds = %0
  store i32 0, ptr %1, align 4
  %5 = call noundef ptr @_ZN1GD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #7
  %6 = load i32, ptr %1, align 4
  ret i32 %6

7:                                                ; preds = %0
  %8 = cleanuppad within none []
  %9 = call noundef ptr @_ZN1GD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #7 [ "funclet"(token %8) ]
  cleanupret from %8 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1GC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.G, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL3midv() #2 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.G, align 4
  %2 = alloca ptr, align 4
  %3 = alloca double, align 8
  %4 = call noundef ptr @_ZN1GC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.1)
  invoke void @_ZL7throwerv()
          to label %23 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind label %26

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @_ZTId]
  %9 = call ptr @llvm.wasm.get.exception(token %8)
  store ptr %9, ptr %2, align 4
  %10 = call i32 @llvm.wasm.get.ehselector(token %8)
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #7
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %20

13:                                               ; preds = %7
  %14 = load ptr, ptr %2, align 4
  %15 = call ptr @__cxa_begin_catch(ptr %14) #7 [ "funclet"(token %8) ]
  %16 = load double, ptr %15, align 8
  store double %16, ptr %3, align 8
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2) [ "funclet"(token %8) ]
          to label %18 unwind label %24

18:                                               ; preds = %13
  call void @__cxa_end_catch() #7 [ "funclet"(token %8) ]
  catchret from %8 to label %19

19:                                               ; preds = %18
  br label %21

20:                                               ; preds = %7
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %8) ]
          to label %29 unwind label %26

21:                                               ; preds = %19, %23
  %22 = call noundef ptr @_ZN1GD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #7
  ret void

23:                                               ; preds = %0
  br label %21

24:                                               ; preds = %13
  %25 = cleanuppad within %8 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %26

26:                                               ; preds = %20, %24, %5
  %27 = cleanuppad within none []
  %28 = call noundef ptr @_ZN1GD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #7 [ "funclet"(token %27) ]
  cleanupret from %27 unwind to caller

29:                                               ; preds = %20
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1GD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.G, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throwerv() #2 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.G, align 4
  %2 = call noundef ptr @_ZN1GC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.3)
  %3 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 5, ptr %3, align 16
  invoke void @__cxa_throw(ptr %3, ptr @_ZTIi, ptr null) #6
          to label %7 unwind label %4

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  %6 = call noundef ptr @_ZN1GD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #7 [ "funclet"(token %5) ]
  cleanupret from %5 unwind to caller

7:                                                ; preds = %0
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
