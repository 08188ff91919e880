; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"translating %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1
@str.7 = private unnamed_addr constant [7 x i8] c"~Guard\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 1, ptr %1, align 4, !tbaa !2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #4
          to label %25 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind label %28

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTI1E]
  %7 = tail call ptr @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #7
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %19

11:                                               ; preds = %5
  %12 = call ptr @__cxa_begin_catch(ptr %7) #7 [ "funclet"(token %6) ]
  %13 = load i32, ptr %12, align 4, !tbaa !2
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %13) [ "funclet"(token %6) ]
  %15 = call ptr @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %6) ]
  %16 = load i32, ptr %12, align 4, !tbaa !2
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %15, align 4, !tbaa !2
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %17) [ "funclet"(token %6) ]
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #4 [ "funclet"(token %6) ]
          to label %25 unwind label %21

19:                                               ; preds = %5
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %6) ]
          to label %20 unwind label %28

20:                                               ; preds = %19
  unreachable

21:                                               ; preds = %11
  %22 = cleanuppad within %6 []
  %23 = call i32 @puts(ptr nonnull dereferenceable(1) @str.7) [ "funclet"(token %22) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %22) ]
          to label %24 unwind label %26

24:                                               ; preds = %21
  cleanupret from %22 unwind label %28

25:                                               ; preds = %11, %0
  unreachable

26:                                               ; preds = %21
  %27 = cleanuppad within %22 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %27) ]
  unreachable

28:                                               ; preds = %19, %24, %3
  %29 = catchswitch within none [label %30] unwind to caller

30:                                               ; preds = %28
  %31 = catchpad within %29 [ptr @_ZTI1E]
  %32 = tail call ptr @llvm.wasm.get.exception(token %31)
  %33 = tail call i32 @llvm.wasm.get.ehselector(token %31)
  %34 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #7
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %40

36:                                               ; preds = %30
  %37 = call ptr @__cxa_begin_catch(ptr %32) #7 [ "funclet"(token %31) ]
  %38 = load i32, ptr %37, align 4, !tbaa !2
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %38) [ "funclet"(token %31) ]
  call void @__cxa_end_catch() [ "funclet"(token %31) ]
  catchret from %31 to label %41

40:                                               ; preds = %30
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %31) ]
  unreachable

41:                                               ; preds = %36
  %42 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 5, ptr %42, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %42, ptr nonnull @_ZTIi, ptr null) #4
          to label %79 unwind label %43

43:                                               ; preds = %41
  %44 = catchswitch within none [label %45] unwind label %58

45:                                               ; preds = %43
  %46 = catchpad within %44 [ptr @_ZTIi]
  %47 = tail call ptr @llvm.wasm.get.exception(token %46)
  %48 = tail call i32 @llvm.wasm.get.ehselector(token %46)
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %57

51:                                               ; preds = %45
  %52 = call ptr @__cxa_begin_catch(ptr %47) #7 [ "funclet"(token %46) ]
  %53 = load i32, ptr %52, align 4, !tbaa !7
  %54 = call ptr @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %46) ]
  %55 = shl nsw i32 %53, 1
  store i32 %55, ptr %54, align 4, !tbaa !2
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %55) [ "funclet"(token %46) ]
  invoke void @__cxa_throw(ptr nonnull %54, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #4 [ "funclet"(token %46) ]
          to label %79 unwind label %77

57:                                               ; preds = %45
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %46) ]
          to label %79 unwind label %58

58:                                               ; preds = %57, %77, %43
  %59 = catchswitch within none [label %60] unwind to caller

60:                                               ; preds = %58
  %61 = catchpad within %59 [ptr @_ZTIi, ptr @_ZTI1E]
  %62 = tail call ptr @llvm.wasm.get.exception(token %61)
  %63 = tail call i32 @llvm.wasm.get.ehselector(token %61)
  %64 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %69

66:                                               ; preds = %60
  %67 = call ptr @__cxa_begin_catch(ptr %62) #7 [ "funclet"(token %61) ]
  %68 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %61) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %61) ]
  catchret from %61 to label %76

69:                                               ; preds = %60
  %70 = icmp eq i32 %63, %34
  br i1 %70, label %71, label %75

71:                                               ; preds = %69
  %72 = call ptr @__cxa_begin_catch(ptr %62) #7 [ "funclet"(token %61) ]
  %73 = load i32, ptr %72, align 4, !tbaa !2
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %73) [ "funclet"(token %61) ]
  call void @__cxa_end_catch() [ "funclet"(token %61) ]
  catchret from %61 to label %76

75:                                               ; preds = %69
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %61) ]
  unreachable

76:                                               ; preds = %71, %66
  ret i32 0

77:                                               ; preds = %51
  %78 = cleanuppad within %46 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %78) ]
  cleanupret from %78 unwind label %58

79:                                               ; preds = %57, %51, %41
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

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %2)
  ret ptr %0
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn }
attributes #5 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
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
!7 = !{!4, !4, i64 0}
