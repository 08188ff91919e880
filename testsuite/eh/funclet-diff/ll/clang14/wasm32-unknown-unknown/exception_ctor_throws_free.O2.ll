; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Outer = type { i32 }

$_ZN5OuterD2Ev = comdat any

$_ZTS5Outer = comdat any

$_ZTI5Outer = comdat any

$_ZTS5Inner = comdat any

$_ZTI5Inner = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Outer = linkonce_odr hidden constant [7 x i8] c"5Outer\00", comdat, align 1
@_ZTI5Outer = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Outer, i32 0, i32 0) }, comdat, align 4
@_ZTS5Inner = linkonce_odr hidden constant [7 x i8] c"5Inner\00", comdat, align 1
@_ZTI5Inner = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Inner, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1
@str.6 = private unnamed_addr constant [13 x i8] c"never: Outer\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %2 = bitcast i8* %1 to i32*
  store i32 -1, i32* %2, align 4, !tbaa !2
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i32 noundef -1)
  %4 = load i32, i32* %2, align 4, !tbaa !2
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %0
  %7 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %2, align 4, !tbaa !2
  store i32 %9, i32* %8, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %7, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #5
          to label %10 unwind label %44

10:                                               ; preds = %6
  unreachable

11:                                               ; preds = %0
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #5
          to label %98 unwind label %12

12:                                               ; preds = %11, %44
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)]
  %16 = tail call i8* @llvm.wasm.get.exception(token %15)
  %17 = tail call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #2
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %14
  %21 = call i8* @__cxa_begin_catch(i8* %16) #2 [ "funclet"(token %15) ]
  %22 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.6, i32 0, i32 0)) [ "funclet"(token %15) ]
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %32

23:                                               ; preds = %14
  %24 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #2
  %25 = icmp eq i32 %17, %24
  br i1 %25, label %26, label %31

26:                                               ; preds = %23
  %27 = call i8* @__cxa_begin_catch(i8* %16) #2 [ "funclet"(token %15) ]
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4, !tbaa !7
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %29) [ "funclet"(token %15) ]
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %32

31:                                               ; preds = %23
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %15) ]
  unreachable

32:                                               ; preds = %26, %20
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i32 noundef 5)
  %34 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %35 = bitcast i8* %34 to i32*
  store i32 5, i32* %35, align 4, !tbaa !2
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0), i32 noundef 5)
  %37 = load i32, i32* %35, align 4, !tbaa !2
  %38 = icmp eq i32 %37, 5
  br i1 %38, label %39, label %43

39:                                               ; preds = %32
  %40 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %41 = bitcast i8* %40 to i32*
  store i32 50, i32* %41, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %40, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #5
          to label %42 unwind label %46

42:                                               ; preds = %39
  unreachable

43:                                               ; preds = %32
  invoke void @__cxa_throw(i8* nonnull %34, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #5
          to label %98 unwind label %48

44:                                               ; preds = %6
  %45 = cleanuppad within none []
  call void @__cxa_free_exception(i8* nonnull %1) #2 [ "funclet"(token %45) ]
  cleanupret from %45 unwind label %12

46:                                               ; preds = %39
  %47 = cleanuppad within none []
  call void @__cxa_free_exception(i8* nonnull %34) #2 [ "funclet"(token %47) ]
  cleanupret from %47 unwind label %48

48:                                               ; preds = %43, %46
  %49 = cleanuppad within none []
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef 5) #2 [ "funclet"(token %49) ]
  cleanupret from %49 unwind label %51

51:                                               ; preds = %48
  %52 = catchswitch within none [label %53] unwind to caller

53:                                               ; preds = %51
  %54 = catchpad within %52 [i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)]
  %55 = tail call i8* @llvm.wasm.get.exception(token %54)
  %56 = tail call i32 @llvm.wasm.get.ehselector(token %54)
  %57 = icmp eq i32 %56, %18
  br i1 %57, label %58, label %61

58:                                               ; preds = %53
  %59 = call i8* @__cxa_begin_catch(i8* %55) #2 [ "funclet"(token %54) ]
  %60 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.6, i32 0, i32 0)) [ "funclet"(token %54) ]
  call void @__cxa_end_catch() [ "funclet"(token %54) ]
  catchret from %54 to label %70

61:                                               ; preds = %53
  %62 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #2
  %63 = icmp eq i32 %56, %62
  br i1 %63, label %64, label %69

64:                                               ; preds = %61
  %65 = call i8* @__cxa_begin_catch(i8* %55) #2 [ "funclet"(token %54) ]
  %66 = bitcast i8* %65 to i32*
  %67 = load i32, i32* %66, align 4, !tbaa !7
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %67) [ "funclet"(token %54) ]
  call void @__cxa_end_catch() [ "funclet"(token %54) ]
  catchret from %54 to label %70

69:                                               ; preds = %61
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %54) ]
  unreachable

70:                                               ; preds = %64, %58
  %71 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %72 = bitcast i8* %71 to i32*
  store i32 2, i32* %72, align 4, !tbaa !2
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i32 noundef 2)
  %74 = load i32, i32* %72, align 4, !tbaa !2
  %75 = icmp slt i32 %74, 0
  br i1 %75, label %76, label %81

76:                                               ; preds = %70
  %77 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %78 = bitcast i8* %77 to i32*
  %79 = load i32, i32* %72, align 4, !tbaa !2
  store i32 %79, i32* %78, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %77, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #5
          to label %80 unwind label %96

80:                                               ; preds = %76
  unreachable

81:                                               ; preds = %70
  invoke void @__cxa_throw(i8* nonnull %71, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #5
          to label %98 unwind label %82

82:                                               ; preds = %81, %96
  %83 = catchswitch within none [label %84] unwind to caller

84:                                               ; preds = %82
  %85 = catchpad within %83 [i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)]
  %86 = tail call i8* @llvm.wasm.get.exception(token %85)
  %87 = tail call i32 @llvm.wasm.get.ehselector(token %85)
  %88 = icmp eq i32 %87, %18
  br i1 %88, label %89, label %94

89:                                               ; preds = %84
  %90 = call i8* @__cxa_begin_catch(i8* %86) #2 [ "funclet"(token %85) ]
  %91 = bitcast i8* %90 to i32*
  %92 = load i32, i32* %91, align 4, !tbaa !2
  %93 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %92) [ "funclet"(token %85) ]
  call void @__cxa_end_catch() [ "funclet"(token %85) ]
  catchret from %85 to label %95

94:                                               ; preds = %84
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %85) ]
  unreachable

95:                                               ; preds = %89
  ret i32 0

96:                                               ; preds = %76
  %97 = cleanuppad within none []
  call void @__cxa_free_exception(i8* nonnull %71) #2 [ "funclet"(token %97) ]
  cleanupret from %97 unwind label %82

98:                                               ; preds = %81, %43, %11
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Outer* @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !2
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %3)
  ret %struct.Outer* %0
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

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS5Outer", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !4, i64 0}
!8 = !{!"_ZTS5Inner", !4, i64 0}
