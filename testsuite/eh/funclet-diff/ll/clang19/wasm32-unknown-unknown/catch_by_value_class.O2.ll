; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1)
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 1, ptr %2, align 4, !tbaa !2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #5
          to label %4 unwind label %5

4:                                                ; preds = %0
  unreachable

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind label %21

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @_ZTI1E]
  %9 = tail call ptr @llvm.wasm.get.exception(token %8)
  %10 = tail call i32 @llvm.wasm.get.ehselector(token %8)
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #7
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %20

13:                                               ; preds = %7
  %14 = call ptr @__cxa_get_exception_ptr(ptr %9) #7 [ "funclet"(token %8) ]
  %15 = load i32, ptr %14, align 4, !tbaa !2
  %16 = add nsw i32 %15, 100
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %15, i32 noundef %16) [ "funclet"(token %8) ]
  %18 = call ptr @__cxa_begin_catch(ptr %9) #7 [ "funclet"(token %8) ]
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16) [ "funclet"(token %8) ]
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %8) ]
          to label %65 unwind label %61

20:                                               ; preds = %7
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %8) ]
          to label %65 unwind label %21

21:                                               ; preds = %20, %64, %5
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @_ZTI1E]
  %25 = tail call ptr @llvm.wasm.get.exception(token %24)
  %26 = tail call i32 @llvm.wasm.get.ehselector(token %24)
  %27 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #7
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %37

29:                                               ; preds = %23
  %30 = call ptr @__cxa_get_exception_ptr(ptr %25) #7 [ "funclet"(token %24) ]
  %31 = load i32, ptr %30, align 4, !tbaa !2
  %32 = add nsw i32 %31, 100
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %31, i32 noundef %32) [ "funclet"(token %24) ]
  %34 = call ptr @__cxa_begin_catch(ptr %25) #7 [ "funclet"(token %24) ]
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %32) [ "funclet"(token %24) ]
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %32) [ "funclet"(token %24) ]
  call void @__cxa_end_catch() [ "funclet"(token %24) ]
  catchret from %24 to label %38

37:                                               ; preds = %23
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %24) ]
  unreachable

38:                                               ; preds = %29
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2)
  %40 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 2, ptr %40, align 4, !tbaa !2
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2)
  invoke void @__cxa_throw(ptr nonnull %40, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #5
          to label %42 unwind label %43

42:                                               ; preds = %38
  unreachable

43:                                               ; preds = %38
  %44 = catchswitch within none [label %45] unwind to caller

45:                                               ; preds = %43
  %46 = catchpad within %44 [ptr @_ZTI1E]
  %47 = tail call ptr @llvm.wasm.get.exception(token %46)
  %48 = tail call i32 @llvm.wasm.get.ehselector(token %46)
  %49 = icmp eq i32 %48, %27
  br i1 %49, label %50, label %58

50:                                               ; preds = %45
  %51 = call ptr @__cxa_get_exception_ptr(ptr %47) #7 [ "funclet"(token %46) ]
  %52 = load i32, ptr %51, align 4, !tbaa !2
  %53 = add nsw i32 %52, 100
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %52, i32 noundef %53) [ "funclet"(token %46) ]
  %55 = call ptr @__cxa_begin_catch(ptr %47) #7 [ "funclet"(token %46) ]
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %53) [ "funclet"(token %46) ]
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %53) [ "funclet"(token %46) ]
  call void @__cxa_end_catch() [ "funclet"(token %46) ]
  catchret from %46 to label %59

58:                                               ; preds = %45
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %46) ]
  unreachable

59:                                               ; preds = %50
  %60 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0

61:                                               ; preds = %13
  %62 = cleanuppad within %8 []
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7) [ "funclet"(token %62) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %62) ]
          to label %64 unwind label %66

64:                                               ; preds = %61
  cleanupret from %62 unwind label %21

65:                                               ; preds = %20, %13
  unreachable

66:                                               ; preds = %61
  %67 = cleanuppad within %62 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %67) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %2)
  ret ptr %0
}

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS1E", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
