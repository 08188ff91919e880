; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [13 x i8] c"handling %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"nested handling %d while %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [16 x i8] c"third level %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.9 = private unnamed_addr constant [15 x i8] c"leaving nested\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %2 = bitcast i8* %1 to i32*
  store i32 1, i32* %2, align 4, !tbaa !2
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1)
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #5
          to label %79 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %57

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %8 = tail call i8* @llvm.wasm.get.exception(token %7)
  %9 = tail call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %56

12:                                               ; preds = %6
  %13 = call i8* @__cxa_begin_catch(i8* %8) #2 [ "funclet"(token %7) ]
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4, !tbaa !2
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i32 noundef %15) [ "funclet"(token %7) ]
  %17 = call i8* @__cxa_allocate_exception(i32 4) #2 [ "funclet"(token %7) ]
  %18 = bitcast i8* %17 to i32*
  store i32 2, i32* %18, align 4, !tbaa !2
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 2) [ "funclet"(token %7) ]
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #5 [ "funclet"(token %7) ]
          to label %79 unwind label %20

20:                                               ; preds = %12
  %21 = catchswitch within %7 [label %22] unwind label %76

22:                                               ; preds = %20
  %23 = catchpad within %21 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %24 = tail call i8* @llvm.wasm.get.exception(token %23)
  %25 = tail call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = icmp eq i32 %25, %9
  br i1 %26, label %27, label %52

27:                                               ; preds = %22
  %28 = call i8* @__cxa_begin_catch(i8* %24) #2 [ "funclet"(token %23) ]
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 4, !tbaa !2
  %31 = load i32, i32* %14, align 4, !tbaa !2
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i32 0, i32 0), i32 noundef %30, i32 noundef %31) [ "funclet"(token %23) ]
  %33 = call i8* @__cxa_allocate_exception(i32 4) #2 [ "funclet"(token %23) ]
  %34 = bitcast i8* %33 to i32*
  store i32 3, i32* %34, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %33, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5 [ "funclet"(token %23) ]
          to label %79 unwind label %35

35:                                               ; preds = %27
  %36 = catchswitch within %23 [label %37] unwind label %73

37:                                               ; preds = %35
  %38 = catchpad within %36 [i8* bitcast (i8** @_ZTIi to i8*)]
  %39 = tail call i8* @llvm.wasm.get.exception(token %38)
  %40 = tail call i32 @llvm.wasm.get.ehselector(token %38)
  %41 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %48

43:                                               ; preds = %37
  %44 = call i8* @__cxa_begin_catch(i8* %39) #2 [ "funclet"(token %38) ]
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !7
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %46) [ "funclet"(token %38) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %38) ]
  catchret from %38 to label %49

48:                                               ; preds = %37
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %38) ]
          to label %79 unwind label %73

49:                                               ; preds = %43
  %50 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.9, i32 0, i32 0)) [ "funclet"(token %23) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %23) ]
          to label %51 unwind label %76

51:                                               ; preds = %49
  catchret from %23 to label %53

52:                                               ; preds = %22
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %23) ]
          to label %79 unwind label %76

53:                                               ; preds = %51
  %54 = load i32, i32* %14, align 4, !tbaa !2
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.4, i32 0, i32 0), i32 noundef %54) [ "funclet"(token %7) ]
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %7) ]
          to label %79 unwind label %76

56:                                               ; preds = %6
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
          to label %79 unwind label %57

57:                                               ; preds = %56, %78, %4
  %58 = catchswitch within none [label %59] unwind to caller

59:                                               ; preds = %57
  %60 = catchpad within %58 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %61 = tail call i8* @llvm.wasm.get.exception(token %60)
  %62 = tail call i32 @llvm.wasm.get.ehselector(token %60)
  %63 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #2
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %70

65:                                               ; preds = %59
  %66 = call i8* @__cxa_begin_catch(i8* %61) #2 [ "funclet"(token %60) ]
  %67 = bitcast i8* %66 to i32*
  %68 = load i32, i32* %67, align 4, !tbaa !2
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i32 noundef %68) [ "funclet"(token %60) ]
  call void @__cxa_end_catch() [ "funclet"(token %60) ]
  catchret from %60 to label %71

70:                                               ; preds = %59
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %60) ]
  unreachable

71:                                               ; preds = %65
  %72 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i32 0, i32 0))
  ret i32 0

73:                                               ; preds = %48, %35
  %74 = cleanuppad within %23 []
  invoke void @__cxa_end_catch() [ "funclet"(token %74) ]
          to label %75 unwind label %80

75:                                               ; preds = %73
  cleanupret from %74 unwind label %76

76:                                               ; preds = %49, %75, %53, %52, %20
  %77 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %77) ]
          to label %78 unwind label %82

78:                                               ; preds = %76
  cleanupret from %77 unwind label %57

79:                                               ; preds = %56, %53, %52, %48, %27, %12, %0
  unreachable

80:                                               ; preds = %73
  %81 = cleanuppad within %74 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %81) ]
  unreachable

82:                                               ; preds = %76
  %83 = cleanuppad within %77 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %83) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !2
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef %3)
  ret %struct.E* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare void @_ZSt9terminatev() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS1E", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!4, !4, i64 0}
