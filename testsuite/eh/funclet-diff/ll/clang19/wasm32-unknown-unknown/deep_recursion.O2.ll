; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", align 1
@_ZL9destroyed = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", align 1
@_ZL8rethrows = internal unnamed_addr global i32 0, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = invoke fastcc noundef i32 @_ZL4divei(i32 noundef 1)
          to label %16 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @_ZTIi]
  %6 = tail call ptr @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = call ptr @__cxa_begin_catch(ptr %6) #6 [ "funclet"(token %5) ]
  %12 = load i32, ptr %11, align 4, !tbaa !2
  %13 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !2
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12, i32 noundef %13) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %5) ]
  catchret from %5 to label %16

15:                                               ; preds = %4
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %5) ]
  unreachable

16:                                               ; preds = %0, %10
  %17 = invoke fastcc noundef i32 @_ZL5chaini(i32 noundef 0)
          to label %32 unwind label %18

18:                                               ; preds = %16
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @_ZTIi]
  %22 = tail call ptr @llvm.wasm.get.exception(token %21)
  %23 = tail call i32 @llvm.wasm.get.ehselector(token %21)
  %24 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %31

26:                                               ; preds = %20
  %27 = call ptr @__cxa_begin_catch(ptr %22) #6 [ "funclet"(token %21) ]
  %28 = load i32, ptr %27, align 4, !tbaa !2
  %29 = load i32, ptr @_ZL8rethrows, align 4, !tbaa !2
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %28, i32 noundef %29) [ "funclet"(token %21) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %21) ]
  catchret from %21 to label %32

31:                                               ; preds = %20
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %21) ]
  unreachable

32:                                               ; preds = %16, %26
  ret i32 0
}

; Function Attrs: mustprogress noinline
define internal fastcc noundef i32 @_ZL4divei(i32 noundef %0) unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = icmp eq i32 %0, 10000
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 10000, ptr %4, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #5
          to label %20 unwind label %14

5:                                                ; preds = %1
  %6 = add nsw i32 %0, 1
  %7 = invoke fastcc noundef i32 @_ZL4divei(i32 noundef %6)
          to label %8 unwind label %14

8:                                                ; preds = %5
  %9 = add nsw i32 %7, 1
  %10 = icmp slt i32 %0, 1
  %11 = select i1 %10, i32 1000000, i32 1
  %12 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !2
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr @_ZL9destroyed, align 4, !tbaa !2
  ret i32 %9

14:                                               ; preds = %5, %3
  %15 = cleanuppad within none []
  %16 = icmp slt i32 %0, 1
  %17 = select i1 %16, i32 1000000, i32 1
  %18 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !2
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @_ZL9destroyed, align 4, !tbaa !2
  cleanupret from %15 unwind to caller

20:                                               ; preds = %3
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress noinline
define internal fastcc noundef i32 @_ZL5chaini(i32 noundef %0) unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = icmp eq i32 %0, 300
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 -300, ptr %4, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #5
  unreachable

5:                                                ; preds = %1
  %6 = add nsw i32 %0, 1
  %7 = invoke fastcc noundef i32 @_ZL5chaini(i32 noundef %6)
          to label %17 unwind label %8

8:                                                ; preds = %5
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr null]
  %12 = tail call ptr @llvm.wasm.get.exception(token %11)
  %13 = tail call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = call ptr @__cxa_begin_catch(ptr %12) #6 [ "funclet"(token %11) ]
  %15 = load i32, ptr @_ZL8rethrows, align 4, !tbaa !2
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @_ZL8rethrows, align 4, !tbaa !2
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %11) ]
          to label %22 unwind label %19

17:                                               ; preds = %5
  %18 = add nsw i32 %7, 1
  ret i32 %18

19:                                               ; preds = %10
  %20 = cleanuppad within %11 []
  invoke void @__cxa_end_catch() [ "funclet"(token %20) ]
          to label %21 unwind label %23

21:                                               ; preds = %19
  cleanupret from %20 unwind to caller

22:                                               ; preds = %10
  unreachable

23:                                               ; preds = %19
  %24 = cleanuppad within %20 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %24) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
