; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Noisy = type { i32 }

$_ZN5NoisyD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1
@str = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Noisy, align 4
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10)
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 5, ptr %4, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #6
          to label %22 unwind label %5

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  %7 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %6) ]
  cleanupret from %6 unwind label %8

8:                                                ; preds = %5
  %9 = catchswitch within none [label %10] unwind label %42

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @_ZTIi]
  %12 = tail call ptr @llvm.wasm.get.exception(token %11)
  %13 = tail call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = call ptr @__cxa_begin_catch(ptr %12) #8 [ "funclet"(token %11) ]
  %18 = load i32, ptr %17, align 4, !tbaa !2
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %18) [ "funclet"(token %11) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %11) ]
  catchret from %11 to label %23

20:                                               ; preds = %10
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %11) ]
          to label %21 unwind label %42

21:                                               ; preds = %20
  unreachable

22:                                               ; preds = %0
  unreachable

23:                                               ; preds = %16
  %24 = sub nsw i32 0, %18
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  store i32 2, ptr %1, align 4, !tbaa !6
  %26 = invoke noundef ptr @_ZN5NoisyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1)
          to label %27 unwind label %28

27:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  br label %40

28:                                               ; preds = %23
  %29 = catchswitch within none [label %30] unwind label %42

30:                                               ; preds = %28
  %31 = catchpad within %29 [ptr @_ZTIi]
  %32 = call ptr @llvm.wasm.get.exception(token %31)
  %33 = call i32 @llvm.wasm.get.ehselector(token %31)
  %34 = icmp eq i32 %33, %13
  br i1 %34, label %35, label %39

35:                                               ; preds = %30
  %36 = call ptr @__cxa_begin_catch(ptr %32) #8 [ "funclet"(token %31) ]
  %37 = load i32, ptr %36, align 4, !tbaa !2
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37) [ "funclet"(token %31) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %31) ]
  catchret from %31 to label %40

39:                                               ; preds = %30
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %31) ]
          to label %56 unwind label %42

40:                                               ; preds = %35, %27
  %41 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 99, ptr %41, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %41, ptr nonnull @_ZTIi, ptr null) #6
          to label %56 unwind label %42

42:                                               ; preds = %20, %8, %40, %39, %28
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [ptr @_ZTIi]
  %46 = call ptr @llvm.wasm.get.exception(token %45)
  %47 = call i32 @llvm.wasm.get.ehselector(token %45)
  %48 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %54

50:                                               ; preds = %44
  %51 = call ptr @__cxa_begin_catch(ptr %46) #8 [ "funclet"(token %45) ]
  %52 = load i32, ptr %51, align 4, !tbaa !2
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %52) [ "funclet"(token %45) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %45) ]
  catchret from %45 to label %55

54:                                               ; preds = %44
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %45) ]
  unreachable

55:                                               ; preds = %50
  ret i32 3

56:                                               ; preds = %40, %39
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN5NoisyD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %2)
  %4 = load i32, ptr %0, align 4, !tbaa !6
  %5 = icmp eq i32 %4, 2
  br i1 %5, label %6, label %23

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %8 = load i32, ptr %0, align 4, !tbaa !6
  store i32 %8, ptr %7, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #6
          to label %26 unwind label %9

9:                                                ; preds = %6
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @_ZTIi]
  %13 = tail call ptr @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = call ptr @__cxa_begin_catch(ptr %13) #8 [ "funclet"(token %12) ]
  %19 = load i32, ptr %18, align 4, !tbaa !2
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %19) [ "funclet"(token %12) ]
  invoke void @__cxa_rethrow() [ "funclet"(token %12) ]
          to label %21 unwind label %24

21:                                               ; preds = %17
  unreachable

22:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %12) ]
  unreachable

23:                                               ; preds = %1
  ret ptr %0

24:                                               ; preds = %17
  %25 = cleanuppad within %12 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %25) ]
  cleanupret from %25 unwind to caller

26:                                               ; preds = %6
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !3, i64 0}
!7 = !{!"_ZTS5Noisy", !3, i64 0}
