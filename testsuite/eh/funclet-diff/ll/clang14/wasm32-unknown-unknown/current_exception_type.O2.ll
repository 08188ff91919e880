; ModuleID = 'current_exception_type.cpp'
source_filename = "current_exception_type.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::type_info" = type { i32 (...)**, i8* }

$_ZTSN2ns5ThingE = comdat any

$_ZTIN2ns5ThingE = comdat any

$_ZTS3BoxIdE = comdat any

$_ZTI3BoxIdE = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN2ns5ThingE = linkonce_odr hidden constant [12 x i8] c"N2ns5ThingE\00", comdat, align 1
@_ZTIN2ns5ThingE = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @_ZTSN2ns5ThingE, i32 0, i32 0) }, comdat, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"nested Thing\00", align 1
@_ZTS3BoxIdE = linkonce_odr hidden constant [8 x i8] c"3BoxIdE\00", comdat, align 1
@_ZTI3BoxIdE = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS3BoxIdE, i32 0, i32 0) }, comdat, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"nested Box\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"back\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@_ZTIPKc = external constant i8*
@.str.7 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call %"class.std::type_info"* @__cxa_current_exception_type() #2
  %2 = icmp eq %"class.std::type_info"* %1, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %1, i32 0, i32 1
  %5 = load i8*, i8** %4, align 4, !tbaa !2
  %6 = load i8, i8* %5, align 1, !tbaa !7
  %7 = icmp eq i8 %6, 42
  %8 = zext i1 %7 to i32
  %9 = getelementptr i8, i8* %5, i32 %8
  br label %10

10:                                               ; preds = %0, %3
  %11 = phi i8* [ %9, %3 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %0 ]
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* noundef %11) #2
  %13 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %14 = bitcast i8* %13 to i32*
  store i32 1, i32* %14, align 16, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %99 unwind label %15

15:                                               ; preds = %10
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* null]
  %19 = tail call i8* @llvm.wasm.get.exception(token %18)
  %20 = tail call i32 @llvm.wasm.get.ehselector(token %18)
  %21 = call i8* @__cxa_begin_catch(i8* %19) #2 [ "funclet"(token %18) ]
  %22 = call %"class.std::type_info"* @__cxa_current_exception_type() #2 [ "funclet"(token %18) ]
  %23 = icmp eq %"class.std::type_info"* %22, null
  br i1 %23, label %31, label %24

24:                                               ; preds = %17
  %25 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %22, i32 0, i32 1
  %26 = load i8*, i8** %25, align 4, !tbaa !2
  %27 = load i8, i8* %26, align 1, !tbaa !7
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i32
  %30 = getelementptr i8, i8* %26, i32 %29
  br label %31

31:                                               ; preds = %24, %17
  %32 = phi i8* [ %30, %24 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %17 ]
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* noundef %32) #2 [ "funclet"(token %18) ]
  %34 = call i8* @__cxa_allocate_exception(i32 1) #2 [ "funclet"(token %18) ]
  invoke void @__cxa_throw(i8* %34, i8* bitcast ({ i8*, i8* }* @_ZTIN2ns5ThingE to i8*), i8* null) #4 [ "funclet"(token %18) ]
          to label %99 unwind label %35

35:                                               ; preds = %31
  %36 = catchswitch within %18 [label %37] unwind label %96

37:                                               ; preds = %35
  %38 = catchpad within %36 [i8* null]
  %39 = tail call i8* @llvm.wasm.get.exception(token %38)
  %40 = tail call i32 @llvm.wasm.get.ehselector(token %38)
  %41 = call i8* @__cxa_begin_catch(i8* %39) #2 [ "funclet"(token %38) ]
  %42 = call %"class.std::type_info"* @__cxa_current_exception_type() #2 [ "funclet"(token %38) ]
  %43 = icmp eq %"class.std::type_info"* %42, null
  br i1 %43, label %51, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %42, i32 0, i32 1
  %46 = load i8*, i8** %45, align 4, !tbaa !2
  %47 = load i8, i8* %46, align 1, !tbaa !7
  %48 = icmp eq i8 %47, 42
  %49 = zext i1 %48 to i32
  %50 = getelementptr i8, i8* %46, i32 %49
  br label %51

51:                                               ; preds = %44, %37
  %52 = phi i8* [ %50, %44 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %37 ]
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0), i8* noundef %52) #2 [ "funclet"(token %38) ]
  %54 = call i8* @__cxa_allocate_exception(i32 1) #2 [ "funclet"(token %38) ]
  invoke void @__cxa_throw(i8* %54, i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*), i8* null) #4 [ "funclet"(token %38) ]
          to label %99 unwind label %55

55:                                               ; preds = %51
  %56 = catchswitch within %38 [label %57] unwind label %93

57:                                               ; preds = %55
  %58 = catchpad within %56 [i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*)]
  %59 = tail call i8* @llvm.wasm.get.exception(token %58)
  %60 = tail call i32 @llvm.wasm.get.ehselector(token %58)
  %61 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3BoxIdE to i8*)) #2
  %62 = icmp eq i32 %60, %61
  br i1 %62, label %63, label %78

63:                                               ; preds = %57
  %64 = call i8* @__cxa_begin_catch(i8* %59) #2 [ "funclet"(token %58) ]
  %65 = call %"class.std::type_info"* @__cxa_current_exception_type() #2 [ "funclet"(token %58) ]
  %66 = icmp eq %"class.std::type_info"* %65, null
  br i1 %66, label %74, label %67

67:                                               ; preds = %63
  %68 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %65, i32 0, i32 1
  %69 = load i8*, i8** %68, align 4, !tbaa !2
  %70 = load i8, i8* %69, align 1, !tbaa !7
  %71 = icmp eq i8 %70, 42
  %72 = zext i1 %71 to i32
  %73 = getelementptr i8, i8* %69, i32 %72
  br label %74

74:                                               ; preds = %67, %63
  %75 = phi i8* [ %73, %67 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %63 ]
  %76 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i8* noundef %75) #2 [ "funclet"(token %58) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %58) ]
          to label %77 unwind label %93

77:                                               ; preds = %74
  catchret from %58 to label %79

78:                                               ; preds = %57
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %58) ]
          to label %99 unwind label %93

79:                                               ; preds = %77
  invoke void @__cxa_end_catch() [ "funclet"(token %38) ]
          to label %80 unwind label %96

80:                                               ; preds = %79
  catchret from %38 to label %81

81:                                               ; preds = %80
  call fastcc void @_ZL4showPKc(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0)) [ "funclet"(token %18) ]
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %82

82:                                               ; preds = %81
  tail call fastcc void @_ZL4showPKc(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0))
  %83 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %84 = bitcast i8* %83 to i8**
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8** %84, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %83, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #4
          to label %99 unwind label %85

85:                                               ; preds = %82
  %86 = catchswitch within none [label %87] unwind to caller

87:                                               ; preds = %85
  %88 = catchpad within %86 [i8* null]
  %89 = tail call i8* @llvm.wasm.get.exception(token %88)
  %90 = tail call i32 @llvm.wasm.get.ehselector(token %88)
  %91 = call i8* @__cxa_begin_catch(i8* %89) #2 [ "funclet"(token %88) ]
  call fastcc void @_ZL4showPKc(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0)) [ "funclet"(token %88) ]
  call void @__cxa_end_catch() [ "funclet"(token %88) ]
  catchret from %88 to label %92

92:                                               ; preds = %87
  ret i32 0

93:                                               ; preds = %74, %78, %55
  %94 = cleanuppad within %38 []
  invoke void @__cxa_end_catch() [ "funclet"(token %94) ]
          to label %95 unwind label %100

95:                                               ; preds = %93
  cleanupret from %94 unwind label %96

96:                                               ; preds = %95, %79, %35
  %97 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %97) ]
          to label %98 unwind label %102

98:                                               ; preds = %96
  cleanupret from %97 unwind to caller

99:                                               ; preds = %82, %78, %51, %31, %10
  unreachable

100:                                              ; preds = %93
  %101 = cleanuppad within %94 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %101) ]
  unreachable

102:                                              ; preds = %96
  %103 = cleanuppad within %97 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %103) ]
  unreachable
}

; Function Attrs: mustprogress norecurse nounwind
define internal fastcc void @_ZL4showPKc(i8* noundef %0) unnamed_addr #1 {
  %2 = tail call %"class.std::type_info"* @__cxa_current_exception_type() #2
  %3 = icmp eq %"class.std::type_info"* %2, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %2, i32 0, i32 1
  %6 = load i8*, i8** %5, align 4, !tbaa !2
  %7 = load i8, i8* %6, align 1, !tbaa !7
  %8 = icmp eq i8 %7, 42
  %9 = zext i1 %8 to i32
  %10 = getelementptr i8, i8* %6, i32 %9
  br label %11

11:                                               ; preds = %1, %4
  %12 = phi i8* [ %10, %4 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), %1 ]
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i8* noundef %0, i8* noundef %12)
  ret void
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: nounwind
declare %"class.std::type_info"* @__cxa_current_exception_type() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { noreturn }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 4}
!3 = !{!"_ZTSSt9type_info", !4, i64 4}
!4 = !{!"any pointer", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!5, !5, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !5, i64 0}
!10 = !{!4, !4, i64 0}
