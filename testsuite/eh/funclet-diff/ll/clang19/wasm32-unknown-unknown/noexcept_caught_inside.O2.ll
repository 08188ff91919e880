; ModuleID = 'noexcept_caught_inside.cpp'
source_filename = "noexcept_caught_inside.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@.str = private unnamed_addr constant [44 x i8] c"noexcept(safe(1))=%d noexcept(maybe(1))=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [16 x i8] c"maybe threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"safe caught %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0)
  br label %2

2:                                                ; preds = %33, %0
  %3 = phi i32 [ 0, %0 ], [ %36, %33 ]
  %4 = phi i32 [ 0, %0 ], [ %35, %33 ]
  %5 = icmp ult i32 %3, 4
  br i1 %5, label %10, label %6

6:                                                ; preds = %2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4)
  %8 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 3, ptr %8, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIi, ptr null) #4
          to label %9 unwind label %37

9:                                                ; preds = %6
  unreachable

10:                                               ; preds = %2
  %11 = and i32 %3, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %33, label %13

13:                                               ; preds = %10
  %14 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 %3, ptr %14, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTIi, ptr null) #4
          to label %15 unwind label %16

15:                                               ; preds = %13
  unreachable

16:                                               ; preds = %13
  %17 = catchswitch within none [label %18] unwind label %31

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @_ZTIi]
  %20 = tail call ptr @llvm.wasm.get.exception(token %19)
  %21 = tail call i32 @llvm.wasm.get.ehselector(token %19)
  %22 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %29

24:                                               ; preds = %18
  %25 = call ptr @__cxa_begin_catch(ptr %20) #5 [ "funclet"(token %19) ]
  %26 = load i32, ptr %25, align 4, !tbaa !2
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26) [ "funclet"(token %19) ]
  %28 = sub nsw i32 0, %26
  call void @__cxa_end_catch() #5 [ "funclet"(token %19) ]
  catchret from %19 to label %33

29:                                               ; preds = %18
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %19) ]
          to label %30 unwind label %31

30:                                               ; preds = %29
  unreachable

31:                                               ; preds = %29, %16
  %32 = cleanuppad within none []
  call void @_ZSt9terminatev() #6 [ "funclet"(token %32) ]
  unreachable

33:                                               ; preds = %10, %24
  %34 = phi i32 [ %28, %24 ], [ %3, %10 ]
  %35 = add nsw i32 %34, %4
  %36 = add nuw nsw i32 %3, 1
  br label %2, !llvm.loop !6

37:                                               ; preds = %6
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [ptr @_ZTIi]
  %41 = tail call ptr @llvm.wasm.get.exception(token %40)
  %42 = tail call i32 @llvm.wasm.get.ehselector(token %40)
  %43 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %49

45:                                               ; preds = %39
  %46 = call ptr @__cxa_begin_catch(ptr %41) #5 [ "funclet"(token %40) ]
  %47 = load i32, ptr %46, align 4, !tbaa !2
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47) [ "funclet"(token %40) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %40) ]
  catchret from %40 to label %50

49:                                               ; preds = %39
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %40) ]
  unreachable

50:                                               ; preds = %45
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
