; ModuleID = 'rethrow_same_object.cpp'
source_filename = "rethrow_same_object.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str = private unnamed_addr constant [14 x i8] c"main hops=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"level1 hops=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"level2 hops=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~E hops=%d\0A\00", align 1
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.6 = private unnamed_addr constant [4 x i8] c"E()\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 0, ptr %1, align 4, !tbaa !2
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #4
          to label %3 unwind label %4

3:                                                ; preds = %0
  unreachable

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %25

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @_ZTI1E]
  %8 = tail call ptr @llvm.wasm.get.exception(token %7)
  %9 = tail call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #7
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %17

12:                                               ; preds = %6
  %13 = call ptr @__cxa_begin_catch(ptr %8) #7 [ "funclet"(token %7) ]
  %14 = load i32, ptr %13, align 4, !tbaa !2
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %13, align 4, !tbaa !2
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %15) [ "funclet"(token %7) ]
  invoke void @__cxa_rethrow() #4 [ "funclet"(token %7) ]
          to label %22 unwind label %19

17:                                               ; preds = %6
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %7) ]
          to label %18 unwind label %25

18:                                               ; preds = %17
  unreachable

19:                                               ; preds = %12
  %20 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %20) ]
          to label %21 unwind label %23

21:                                               ; preds = %19
  cleanupret from %20 unwind label %25

22:                                               ; preds = %12
  unreachable

23:                                               ; preds = %19
  %24 = cleanuppad within %20 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %24) ]
  unreachable

25:                                               ; preds = %21, %17, %4
  %26 = catchswitch within none [label %27] unwind label %46

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @_ZTI1E]
  %29 = tail call ptr @llvm.wasm.get.exception(token %28)
  %30 = tail call i32 @llvm.wasm.get.ehselector(token %28)
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #7
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %27
  %34 = call ptr @__cxa_begin_catch(ptr %29) #7 [ "funclet"(token %28) ]
  %35 = load i32, ptr %34, align 4, !tbaa !2
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %34, align 4, !tbaa !2
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %36) [ "funclet"(token %28) ]
  invoke void @__cxa_rethrow() #4 [ "funclet"(token %28) ]
          to label %43 unwind label %40

38:                                               ; preds = %27
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %28) ]
          to label %39 unwind label %46

39:                                               ; preds = %38
  unreachable

40:                                               ; preds = %33
  %41 = cleanuppad within %28 []
  invoke void @__cxa_end_catch() [ "funclet"(token %41) ]
          to label %42 unwind label %44

42:                                               ; preds = %40
  cleanupret from %41 unwind label %46

43:                                               ; preds = %33
  unreachable

44:                                               ; preds = %40
  %45 = cleanuppad within %41 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %45) ]
  unreachable

46:                                               ; preds = %38, %42, %25
  %47 = catchswitch within none [label %48] unwind to caller

48:                                               ; preds = %46
  %49 = catchpad within %47 [ptr @_ZTI1E]
  %50 = tail call ptr @llvm.wasm.get.exception(token %49)
  %51 = tail call i32 @llvm.wasm.get.ehselector(token %49)
  %52 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #7
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %58

54:                                               ; preds = %48
  %55 = call ptr @__cxa_begin_catch(ptr %50) #7 [ "funclet"(token %49) ]
  %56 = load i32, ptr %55, align 4, !tbaa !2
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %56) [ "funclet"(token %49) ]
  call void @__cxa_end_catch() [ "funclet"(token %49) ]
  catchret from %49 to label %59

58:                                               ; preds = %48
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %49) ]
  unreachable

59:                                               ; preds = %54
  %60 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0
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

declare void @__cxa_rethrow() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %2)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

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
