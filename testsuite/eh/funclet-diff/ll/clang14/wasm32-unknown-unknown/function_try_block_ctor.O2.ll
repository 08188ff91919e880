; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }

$_ZN6WidgetC2Eib = comdat any

$_ZTS10Translated = comdat any

$_ZTI10Translated = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS10Translated = linkonce_odr hidden constant [13 x i8] c"10Translated\00", comdat, align 1
@_ZTI10Translated = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTS10Translated, i32 0, i32 0) }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.8 = private unnamed_addr constant [12 x i8] c"Widget body\00", align 1
@str.9 = private unnamed_addr constant [8 x i8] c"~Widget\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Widget, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca %struct.Widget, align 4
  %4 = bitcast %struct.Widget* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #3
  %5 = invoke noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -2, i1 noundef zeroext false)
          to label %6 unwind label %14

6:                                                ; preds = %0
  %7 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.9, i32 0, i32 0)) #3
  %8 = getelementptr inbounds %struct.Widget, %struct.Widget* %1, i32 0, i32 1, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !2
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %9) #3
  %11 = getelementptr inbounds %struct.Widget, %struct.Widget* %1, i32 0, i32 0, i32 0
  %12 = load i32, i32* %11, align 4, !tbaa !2
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %12) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #3
  br label %28

14:                                               ; preds = %0
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast (i8** @_ZTIi to i8*)]
  %18 = call i8* @llvm.wasm.get.exception(token %17)
  %19 = call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %27

22:                                               ; preds = %16
  %23 = call i8* @__cxa_begin_catch(i8* %18) #3 [ "funclet"(token %17) ]
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4, !tbaa !7
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i32 noundef %25) [ "funclet"(token %17) ]
  call void @__cxa_end_catch() #3 [ "funclet"(token %17) ]
  catchret from %17 to label %28

27:                                               ; preds = %16
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %17) ]
  unreachable

28:                                               ; preds = %22, %6
  %29 = bitcast %struct.Widget* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #3
  %30 = invoke noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -3, i1 noundef zeroext true)
          to label %31 unwind label %39

31:                                               ; preds = %28
  %32 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.9, i32 0, i32 0)) #3
  %33 = getelementptr inbounds %struct.Widget, %struct.Widget* %2, i32 0, i32 1, i32 0
  %34 = load i32, i32* %33, align 4, !tbaa !2
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %34) #3
  %36 = getelementptr inbounds %struct.Widget, %struct.Widget* %2, i32 0, i32 0, i32 0
  %37 = load i32, i32* %36, align 4, !tbaa !2
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %37) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #3
  br label %53

39:                                               ; preds = %28
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)]
  %43 = call i8* @llvm.wasm.get.exception(token %42)
  %44 = call i32 @llvm.wasm.get.ehselector(token %42)
  %45 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)) #3
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %52

47:                                               ; preds = %41
  %48 = call i8* @__cxa_begin_catch(i8* %43) #3 [ "funclet"(token %42) ]
  %49 = bitcast i8* %48 to i32*
  %50 = load i32, i32* %49, align 4, !tbaa !8
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %50) [ "funclet"(token %42) ]
  call void @__cxa_end_catch() [ "funclet"(token %42) ]
  catchret from %42 to label %53

52:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %42) ]
  unreachable

53:                                               ; preds = %47, %31
  %54 = bitcast %struct.Widget* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %54) #3
  %55 = call noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %3, i32 noundef 4, i1 noundef zeroext false)
  %56 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str, i32 0, i32 0))
  %57 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @str.9, i32 0, i32 0)) #3
  %58 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i32 0, i32 1, i32 0
  %59 = load i32, i32* %58, align 4, !tbaa !2
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %59) #3
  %61 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i32 0, i32 0, i32 0
  %62 = load i32, i32* %61, align 4, !tbaa !2
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %62) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %54) #3
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

define linkonce_odr hidden noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %4 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i32 0, i32 0, i32 0
  store i32 1, i32* %4, align 4, !tbaa !2
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i32 noundef 1)
  %6 = load i32, i32* %4, align 4, !tbaa !2
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %3
  %9 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %4, align 4, !tbaa !2
  store i32 %11, i32* %10, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %12 unwind label %29

12:                                               ; preds = %8
  unreachable

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.Widget, %struct.Widget* %0, i32 0, i32 1, i32 0
  store i32 %1, i32* %14, align 4, !tbaa !2
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i32 noundef %1)
  %16 = load i32, i32* %14, align 4, !tbaa !2
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %13
  %19 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %14, align 4, !tbaa !2
  store i32 %21, i32* %20, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %19, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %22 unwind label %25

22:                                               ; preds = %18
  unreachable

23:                                               ; preds = %13
  %24 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str.8, i32 0, i32 0))
  ret %struct.Widget* %0

25:                                               ; preds = %18
  %26 = cleanuppad within none []
  %27 = load i32, i32* %4, align 4, !tbaa !2
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %27) #3 [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %29

29:                                               ; preds = %8, %25
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [i8* bitcast (i8** @_ZTIi to i8*)]
  %33 = tail call i8* @llvm.wasm.get.exception(token %32)
  %34 = tail call i32 @llvm.wasm.get.ehselector(token %32)
  %35 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %45

37:                                               ; preds = %31
  %38 = call i8* @__cxa_begin_catch(i8* %33) #3 [ "funclet"(token %32) ]
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !7
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef %40) [ "funclet"(token %32) ]
  br i1 %2, label %42, label %46

42:                                               ; preds = %37
  %43 = call i8* @__cxa_allocate_exception(i32 4) #3 [ "funclet"(token %32) ]
  %44 = bitcast i8* %43 to i32*
  store i32 %40, i32* %44, align 16, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %43, i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*), i8* null) #6 [ "funclet"(token %32) ]
          to label %50 unwind label %48

45:                                               ; preds = %31
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %32) ]
  unreachable

46:                                               ; preds = %37
  invoke void @__cxa_rethrow() [ "funclet"(token %32) ]
          to label %47 unwind label %48

47:                                               ; preds = %46
  unreachable

48:                                               ; preds = %46, %42
  %49 = cleanuppad within %32 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %49) ]
  cleanupret from %49 unwind to caller

50:                                               ; preds = %42
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS6Member", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!4, !4, i64 0}
!8 = !{!9, !4, i64 0}
!9 = !{!"_ZTS10Translated", !4, i64 0}
