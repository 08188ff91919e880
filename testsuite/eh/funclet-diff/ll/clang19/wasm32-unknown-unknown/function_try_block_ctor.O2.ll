; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }

$_ZN6WidgetC2Eib = comdat any

$_ZTS10Translated = comdat any

$_ZTI10Translated = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS10Translated = linkonce_odr hidden constant [13 x i8] c"10Translated\00", comdat, align 1
@_ZTI10Translated = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS10Translated }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.8 = private unnamed_addr constant [12 x i8] c"Widget body\00", align 1
@str.9 = private unnamed_addr constant [8 x i8] c"~Widget\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Widget, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca %struct.Widget, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8
  %4 = invoke noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -2, i1 noundef zeroext false)
          to label %5 unwind label %12

5:                                                ; preds = %0
  %6 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %7 = getelementptr inbounds i8, ptr %1, i32 4
  %8 = load i32, ptr %7, align 4, !tbaa !2
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %8)
  %10 = load i32, ptr %1, align 4, !tbaa !2
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8
  br label %25

12:                                               ; preds = %0
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @_ZTIi]
  %16 = call ptr @llvm.wasm.get.exception(token %15)
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %24

20:                                               ; preds = %14
  %21 = call ptr @__cxa_begin_catch(ptr %16) #8 [ "funclet"(token %15) ]
  %22 = load i32, ptr %21, align 4, !tbaa !7
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22) [ "funclet"(token %15) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %15) ]
  catchret from %15 to label %25

24:                                               ; preds = %14
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %15) ]
  unreachable

25:                                               ; preds = %20, %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  %26 = invoke noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -3, i1 noundef zeroext true)
          to label %27 unwind label %34

27:                                               ; preds = %25
  %28 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %29 = getelementptr inbounds i8, ptr %2, i32 4
  %30 = load i32, ptr %29, align 4, !tbaa !2
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %30)
  %32 = load i32, ptr %2, align 4, !tbaa !2
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %32)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  br label %47

34:                                               ; preds = %25
  %35 = catchswitch within none [label %36] unwind to caller

36:                                               ; preds = %34
  %37 = catchpad within %35 [ptr @_ZTI10Translated]
  %38 = call ptr @llvm.wasm.get.exception(token %37)
  %39 = call i32 @llvm.wasm.get.ehselector(token %37)
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI10Translated) #8
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %46

42:                                               ; preds = %36
  %43 = call ptr @__cxa_begin_catch(ptr %38) #8 [ "funclet"(token %37) ]
  %44 = load i32, ptr %43, align 4, !tbaa !8
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %44) [ "funclet"(token %37) ]
  call void @__cxa_end_catch() [ "funclet"(token %37) ]
  catchret from %37 to label %47

46:                                               ; preds = %36
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %37) ]
  unreachable

47:                                               ; preds = %42, %27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  %48 = call noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull align 4 dereferenceable(8) %3, i32 noundef 4, i1 noundef zeroext false)
  %49 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %50 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %51 = getelementptr inbounds i8, ptr %3, i32 4
  %52 = load i32, ptr %51, align 4, !tbaa !2
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %52)
  %54 = load i32, ptr %3, align 4, !tbaa !2
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %54)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN6WidgetC2Eib(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  store i32 1, ptr %0, align 4, !tbaa !2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %5 = load i32, ptr %0, align 4, !tbaa !2
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %3
  %8 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %9 = load i32, ptr %0, align 4, !tbaa !2
  store i32 %9, ptr %8, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIi, ptr null) #6
          to label %10 unwind label %26

10:                                               ; preds = %7
  unreachable

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 %1, ptr %12, align 4, !tbaa !2
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %1)
  %14 = load i32, ptr %12, align 4, !tbaa !2
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %11
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %18 = load i32, ptr %12, align 4, !tbaa !2
  store i32 %18, ptr %17, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIi, ptr null) #6
          to label %19 unwind label %22

19:                                               ; preds = %16
  unreachable

20:                                               ; preds = %11
  %21 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  ret ptr %0

22:                                               ; preds = %16
  %23 = cleanuppad within none []
  %24 = load i32, ptr %0, align 4, !tbaa !2
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %24) [ "funclet"(token %23) ]
  cleanupret from %23 unwind label %26

26:                                               ; preds = %7, %22
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @_ZTIi]
  %30 = tail call ptr @llvm.wasm.get.exception(token %29)
  %31 = tail call i32 @llvm.wasm.get.ehselector(token %29)
  %32 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %40

34:                                               ; preds = %28
  %35 = call ptr @__cxa_begin_catch(ptr %30) #8 [ "funclet"(token %29) ]
  %36 = load i32, ptr %35, align 4, !tbaa !7
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %36) [ "funclet"(token %29) ]
  br i1 %2, label %38, label %41

38:                                               ; preds = %34
  %39 = call ptr @__cxa_allocate_exception(i32 4) #8 [ "funclet"(token %29) ]
  store i32 %36, ptr %39, align 16, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %39, ptr nonnull @_ZTI10Translated, ptr null) #6 [ "funclet"(token %29) ]
          to label %45 unwind label %43

40:                                               ; preds = %28
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %29) ]
  unreachable

41:                                               ; preds = %34
  invoke void @__cxa_rethrow() [ "funclet"(token %29) ]
          to label %42 unwind label %43

42:                                               ; preds = %41
  unreachable

43:                                               ; preds = %41, %38
  %44 = cleanuppad within %29 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %44) ]
  cleanupret from %44 unwind to caller

45:                                               ; preds = %38
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS6Member", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!4, !4, i64 0}
!8 = !{!9, !4, i64 0}
!9 = !{!"_ZTS10Translated", !4, i64 0}
