; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN3ObjD2Ev = comdat any

$_ZTS3Obj = comdat any

$_ZTI3Obj = comdat any

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Obj = linkonce_odr hidden constant [5 x i8] c"3Obj\00", comdat, align 1
@_ZTI3Obj = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Obj }, comdat, align 4
@.str = private unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", align 1
@_ZZL7throweriE1x = internal global i32 4, align 4
@_ZTIPi = external constant ptr
@.str.5 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  br label %2

1:                                                ; preds = %40
  ret i32 0

2:                                                ; preds = %0, %40
  %3 = phi i32 [ 0, %0 ], [ %41, %40 ]
  switch i32 %3, label %14 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %10
  ]

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 17, ptr %5, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #6
          to label %6 unwind label %17

6:                                                ; preds = %4
  unreachable

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i32 8) #5
  store double 2.500000e+00, ptr %8, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTId, ptr null) #6
          to label %9 unwind label %17

9:                                                ; preds = %7
  unreachable

10:                                               ; preds = %2
  %11 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 3, ptr %11, align 4, !tbaa !8
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3)
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTI3Obj, ptr nonnull @_ZN3ObjD2Ev) #6
          to label %13 unwind label %17

13:                                               ; preds = %10
  unreachable

14:                                               ; preds = %2
  %15 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store ptr @_ZZL7throweriE1x, ptr %15, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTIPi, ptr null) #6
          to label %16 unwind label %17

16:                                               ; preds = %14
  unreachable

17:                                               ; preds = %14, %10, %7, %4
  %18 = catchswitch within none [label %19] unwind label %28

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr null]
  %21 = tail call ptr @llvm.wasm.get.exception(token %20)
  %22 = tail call i32 @llvm.wasm.get.ehselector(token %20)
  %23 = call ptr @__cxa_begin_catch(ptr %21) #5 [ "funclet"(token %20) ]
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3) [ "funclet"(token %20) ]
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %20) ]
          to label %61 unwind label %25

25:                                               ; preds = %19
  %26 = cleanuppad within %20 []
  invoke void @__cxa_end_catch() [ "funclet"(token %26) ]
          to label %27 unwind label %62

27:                                               ; preds = %25
  cleanupret from %26 unwind label %28

28:                                               ; preds = %27, %17
  %29 = catchswitch within none [label %30] unwind to caller

30:                                               ; preds = %28
  %31 = catchpad within %29 [ptr @_ZTIi, ptr @_ZTId, ptr @_ZTI3Obj, ptr null]
  %32 = tail call ptr @llvm.wasm.get.exception(token %31)
  %33 = tail call i32 @llvm.wasm.get.ehselector(token %31)
  %34 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %43

36:                                               ; preds = %30
  %37 = call ptr @__cxa_begin_catch(ptr %32) #5 [ "funclet"(token %31) ]
  %38 = load i32, ptr %37, align 4, !tbaa !2
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3, i32 noundef %38) [ "funclet"(token %31) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %31) ]
  catchret from %31 to label %40

40:                                               ; preds = %59, %56, %46, %36
  %41 = add nuw nsw i32 %3, 1
  %42 = icmp eq i32 %41, 4
  br i1 %42, label %1, label %2, !llvm.loop !12

43:                                               ; preds = %30
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #5
  %45 = icmp eq i32 %33, %44
  br i1 %45, label %46, label %52

46:                                               ; preds = %43
  %47 = call ptr @__cxa_begin_catch(ptr %32) #5 [ "funclet"(token %31) ]
  %48 = load double, ptr %47, align 8, !tbaa !6
  %49 = fmul double %48, 1.000000e+01
  %50 = fptosi double %49 to i32
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3, i32 noundef %50) [ "funclet"(token %31) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %31) ]
  catchret from %31 to label %40

52:                                               ; preds = %43
  %53 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Obj) #5
  %54 = icmp eq i32 %33, %53
  %55 = call ptr @__cxa_begin_catch(ptr %32) #5 [ "funclet"(token %31) ]
  br i1 %54, label %56, label %59

56:                                               ; preds = %52
  %57 = load i32, ptr %55, align 4, !tbaa !8
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3, i32 noundef %57) [ "funclet"(token %31) ]
  call void @__cxa_end_catch() [ "funclet"(token %31) ]
  catchret from %31 to label %40

59:                                               ; preds = %52
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3) [ "funclet"(token %31) ]
  call void @__cxa_end_catch() [ "funclet"(token %31) ]
  catchret from %31 to label %40

61:                                               ; preds = %19
  unreachable

62:                                               ; preds = %25
  %63 = cleanuppad within %26 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %63) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !8
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %2)
  ret ptr %0
}

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !4, i64 0}
!8 = !{!9, !3, i64 0}
!9 = !{!"_ZTS3Obj", !3, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !4, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
