; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTS5Color = comdat any

$_ZTI5Color = comdat any

$_ZTS4Mode = comdat any

$_ZTI4Mode = comdat any

@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTIc = external constant i8*
@_ZTIb = external constant i8*
@_ZTIx = external constant i8*
@_ZTVN10__cxxabiv116__enum_type_infoE = external global i8*
@_ZTS5Color = linkonce_odr hidden constant [7 x i8] c"5Color\00", comdat, align 1
@_ZTI5Color = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Color, i32 0, i32 0) }, comdat, align 4
@_ZTS4Mode = linkonce_odr hidden constant [6 x i8] c"4Mode\00", comdat, align 1
@_ZTI4Mode = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Mode, i32 0, i32 0) }, comdat, align 4
@_ZTIs = external constant i8*
@_ZTIf = external constant i8*
@_ZTIh = external constant i8*
@.str = private unnamed_addr constant [22 x i8] c"%d: unsigned char %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"%d: float %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%d: short %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%d: Mode %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"%d: Color %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"%d: long long %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"%d: bool %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"%d: char %c\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"%d: double %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"%d: wrong int %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %127
  ret i32 0

2:                                                ; preds = %0, %127
  %3 = phi i32 [ 0, %0 ], [ %128, %127 ]
  switch i32 %3, label %32 [
    i32 0, label %4
    i32 1, label %8
    i32 2, label %12
    i32 3, label %15
    i32 4, label %19
    i32 5, label %22
    i32 6, label %25
    i32 7, label %29
  ]

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 2) #1
  %6 = bitcast i8* %5 to i16*
  store i16 3, i16* %6, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #4
          to label %7 unwind label %36

7:                                                ; preds = %4
  unreachable

8:                                                ; preds = %2
  %9 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %10 = bitcast i8* %9 to float*
  store float 2.500000e+00, float* %10, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %9, i8* bitcast (i8** @_ZTIf to i8*), i8* null) #4
          to label %11 unwind label %36

11:                                               ; preds = %8
  unreachable

12:                                               ; preds = %2
  %13 = tail call i8* @__cxa_allocate_exception(i32 1) #1
  store i8 -56, i8* %13, align 16, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIh to i8*), i8* null) #4
          to label %14 unwind label %36

14:                                               ; preds = %12
  unreachable

15:                                               ; preds = %2
  %16 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %17 = bitcast i8* %16 to i32*
  store i32 2, i32* %17, align 16, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %16, i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*), i8* null) #4
          to label %18 unwind label %36

18:                                               ; preds = %15
  unreachable

19:                                               ; preds = %2
  %20 = tail call i8* @__cxa_allocate_exception(i32 1) #1
  store i8 1, i8* %20, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast (i8** @_ZTIb to i8*), i8* null) #4
          to label %21 unwind label %36

21:                                               ; preds = %19
  unreachable

22:                                               ; preds = %2
  %23 = tail call i8* @__cxa_allocate_exception(i32 1) #1
  store i8 120, i8* %23, align 16, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIc to i8*), i8* null) #4
          to label %24 unwind label %36

24:                                               ; preds = %22
  unreachable

25:                                               ; preds = %2
  %26 = tail call i8* @__cxa_allocate_exception(i32 8) #1
  %27 = bitcast i8* %26 to i64*
  store i64 123456789012, i64* %27, align 16, !tbaa !13
  invoke void @__cxa_throw(i8* nonnull %26, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #4
          to label %28 unwind label %36

28:                                               ; preds = %25
  unreachable

29:                                               ; preds = %2
  %30 = tail call i8* @__cxa_allocate_exception(i32 1) #1
  store i8 7, i8* %30, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %30, i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*), i8* null) #4
          to label %31 unwind label %36

31:                                               ; preds = %29
  unreachable

32:                                               ; preds = %2
  %33 = tail call i8* @__cxa_allocate_exception(i32 8) #1
  %34 = bitcast i8* %33 to double*
  store double 1.250000e-01, double* %34, align 16, !tbaa !17
  invoke void @__cxa_throw(i8* nonnull %33, i8* bitcast (i8** @_ZTId to i8*), i8* null) #4
          to label %35 unwind label %36

35:                                               ; preds = %32
  unreachable

36:                                               ; preds = %32, %29, %25, %22, %19, %15, %12, %8, %4
  %37 = catchswitch within none [label %38] unwind to caller

38:                                               ; preds = %36
  %39 = catchpad within %37 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast (i8** @_ZTId to i8*), i8* bitcast (i8** @_ZTIc to i8*), i8* bitcast (i8** @_ZTIb to i8*), i8* bitcast (i8** @_ZTIx to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*), i8* bitcast (i8** @_ZTIs to i8*), i8* bitcast (i8** @_ZTIf to i8*), i8* bitcast (i8** @_ZTIh to i8*)]
  %40 = tail call i8* @llvm.wasm.get.exception(token %39)
  %41 = tail call i32 @llvm.wasm.get.ehselector(token %39)
  %42 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %49

44:                                               ; preds = %38
  %45 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %46 = bitcast i8* %45 to i32*
  %47 = load i32, i32* %46, align 4, !tbaa !19
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %3, i32 noundef %47) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %127

49:                                               ; preds = %38
  %50 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #1
  %51 = icmp eq i32 %41, %50
  br i1 %51, label %52, label %59

52:                                               ; preds = %49
  %53 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %54 = bitcast i8* %53 to double*
  %55 = load double, double* %54, align 8, !tbaa !17
  %56 = fmul double %55, 1.000000e+03
  %57 = fptosi double %56 to i32
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i32 0, i32 0), i32 noundef %3, i32 noundef %57) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %127

59:                                               ; preds = %49
  %60 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIc to i8*)) #1
  %61 = icmp eq i32 %41, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %59
  %63 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %64 = load i8, i8* %63, align 1, !tbaa !8
  %65 = sext i8 %64 to i32
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0), i32 noundef %3, i32 noundef %65) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %127

67:                                               ; preds = %59
  %68 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIb to i8*)) #1
  %69 = icmp eq i32 %41, %68
  br i1 %69, label %70, label %75

70:                                               ; preds = %67
  %71 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %72 = load i8, i8* %71, align 1, !tbaa !11, !range !21
  %73 = zext i8 %72 to i32
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %3, i32 noundef %73) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %127

75:                                               ; preds = %67
  %76 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #1
  %77 = icmp eq i32 %41, %76
  br i1 %77, label %78, label %83

78:                                               ; preds = %75
  %79 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %80 = bitcast i8* %79 to i64*
  %81 = load i64, i64* %80, align 8, !tbaa !13
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.5, i32 0, i32 0), i32 noundef %3, i64 noundef %81) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %127

83:                                               ; preds = %75
  %84 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*)) #1
  %85 = icmp eq i32 %41, %84
  br i1 %85, label %86, label %91

86:                                               ; preds = %83
  %87 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %88 = bitcast i8* %87 to i32*
  %89 = load i32, i32* %88, align 4, !tbaa !9
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i32 0, i32 0), i32 noundef %3, i32 noundef %89) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %127

91:                                               ; preds = %83
  %92 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*)) #1
  %93 = icmp eq i32 %41, %92
  br i1 %93, label %94, label %99

94:                                               ; preds = %91
  %95 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %96 = load i8, i8* %95, align 1, !tbaa !15
  %97 = zext i8 %96 to i32
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %3, i32 noundef %97) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %127

99:                                               ; preds = %91
  %100 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #1
  %101 = icmp eq i32 %41, %100
  br i1 %101, label %102, label %108

102:                                              ; preds = %99
  %103 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %104 = bitcast i8* %103 to i16*
  %105 = load i16, i16* %104, align 2, !tbaa !2
  %106 = sext i16 %105 to i32
  %107 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %3, i32 noundef %106) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %127

108:                                              ; preds = %99
  %109 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIf to i8*)) #1
  %110 = icmp eq i32 %41, %109
  br i1 %110, label %111, label %118

111:                                              ; preds = %108
  %112 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %113 = bitcast i8* %112 to float*
  %114 = load float, float* %113, align 4, !tbaa !6
  %115 = fmul float %114, 1.000000e+01
  %116 = fptosi float %115 to i32
  %117 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %116) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %127

118:                                              ; preds = %108
  %119 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIh to i8*)) #1
  %120 = icmp eq i32 %41, %119
  br i1 %120, label %121, label %126

121:                                              ; preds = %118
  %122 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %123 = load i8, i8* %122, align 1, !tbaa !8
  %124 = zext i8 %123 to i32
  %125 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %3, i32 noundef %124) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %39) ]
  catchret from %39 to label %127

126:                                              ; preds = %118
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %39) ]
  unreachable

127:                                              ; preds = %44, %52, %62, %70, %78, %86, %94, %102, %111, %121
  %128 = add nuw nsw i32 %3, 1
  %129 = icmp eq i32 %128, 9
  br i1 %129, label %1, label %2, !llvm.loop !22
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"short", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !4, i64 0}
!8 = !{!4, !4, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"_ZTS5Color", !4, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"bool", !4, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !4, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"_ZTS4Mode", !4, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !4, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !4, i64 0}
!21 = !{i8 0, i8 2}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
