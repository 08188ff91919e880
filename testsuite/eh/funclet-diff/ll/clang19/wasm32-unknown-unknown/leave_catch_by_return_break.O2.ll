; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@.str = private unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str.5 = private unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"break\00", align 1
@str.9 = private unnamed_addr constant [5 x i8] c"goto\00", align 1
@str.10 = private unnamed_addr constant [9 x i8] c"continue\00", align 1
@str.11 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.12 = private unnamed_addr constant [4 x i8] c"end\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 1, ptr %1, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #5
          to label %16 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @_ZTI1E]
  %6 = tail call ptr @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #7
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = call ptr @__cxa_begin_catch(ptr %6) #7 [ "funclet"(token %5) ]
  %12 = load i32, ptr %11, align 4, !tbaa !2
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %12) [ "funclet"(token %5) ]
  %14 = load i32, ptr %11, align 4, !tbaa !2
  call void @__cxa_end_catch() [ "funclet"(token %5) ]
  catchret from %5 to label %17

15:                                               ; preds = %4
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %5) ]
  unreachable

16:                                               ; preds = %0
  unreachable

17:                                               ; preds = %10
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %14)
  br label %19

19:                                               ; preds = %17, %37
  %20 = phi i32 [ 2, %17 ], [ %38, %37 ]
  %21 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 %20, ptr %21, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %21, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #5
          to label %51 unwind label %22

22:                                               ; preds = %19
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @_ZTI1E]
  %26 = tail call ptr @llvm.wasm.get.exception(token %25)
  %27 = tail call i32 @llvm.wasm.get.ehselector(token %25)
  %28 = icmp eq i32 %27, %7
  br i1 %28, label %29, label %34

29:                                               ; preds = %24
  %30 = call ptr @__cxa_begin_catch(ptr %26) #7 [ "funclet"(token %25) ]
  %31 = load i32, ptr %30, align 4, !tbaa !2
  switch i32 %31, label %44 [
    i32 2, label %32
    i32 3, label %40
    i32 4, label %42
  ]

32:                                               ; preds = %29
  %33 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10) [ "funclet"(token %25) ]
  br label %44

34:                                               ; preds = %24
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %25) ]
  unreachable

35:                                               ; preds = %47, %46
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %20)
  br label %37

37:                                               ; preds = %35, %46
  %38 = add nuw nsw i32 %20, 1
  %39 = icmp eq i32 %38, 6
  br i1 %39, label %49, label %19, !llvm.loop !7

40:                                               ; preds = %29
  %41 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9) [ "funclet"(token %25) ]
  br label %44

42:                                               ; preds = %29
  %43 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %25) ]
  br label %44

44:                                               ; preds = %29, %40, %42, %32
  %45 = phi i32 [ 4, %32 ], [ 5, %40 ], [ 2, %42 ], [ 0, %29 ]
  call void @__cxa_end_catch() [ "funclet"(token %25) ]
  catchret from %25 to label %46

46:                                               ; preds = %44
  switch i32 %45, label %49 [
    i32 0, label %47
    i32 4, label %37
    i32 5, label %35
  ]

47:                                               ; preds = %46
  %48 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  br label %35

49:                                               ; preds = %37, %46
  %50 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.12)
  ret i32 0

51:                                               ; preds = %19
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS1E", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
