; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@_ZTS5Color = linkonce_odr dso_local constant [7 x i8] c"5Color\00", comdat, align 1
@_ZTI5Color = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv116__enum_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Color, i32 0, i32 0) }, comdat, align 8
@_ZTS4Mode = linkonce_odr dso_local constant [6 x i8] c"4Mode\00", comdat, align 1
@_ZTI4Mode = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv116__enum_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Mode, i32 0, i32 0) }, comdat, align 8
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

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %47
  ret i32 0

2:                                                ; preds = %0, %47
  %3 = phi i32 [ 0, %0 ], [ %48, %47 ]
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
  %5 = tail call i8* @__cxa_allocate_exception(i64 2) #3
  %6 = bitcast i8* %5 to i16*
  store i16 3, i16* %6, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #4
          to label %7 unwind label %36

7:                                                ; preds = %4
  unreachable

8:                                                ; preds = %2
  %9 = tail call i8* @__cxa_allocate_exception(i64 4) #3
  %10 = bitcast i8* %9 to float*
  store float 2.500000e+00, float* %10, align 16, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %9, i8* bitcast (i8** @_ZTIf to i8*), i8* null) #4
          to label %11 unwind label %36

11:                                               ; preds = %8
  unreachable

12:                                               ; preds = %2
  %13 = tail call i8* @__cxa_allocate_exception(i64 1) #3
  store i8 -56, i8* %13, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIh to i8*), i8* null) #4
          to label %14 unwind label %36

14:                                               ; preds = %12
  unreachable

15:                                               ; preds = %2
  %16 = tail call i8* @__cxa_allocate_exception(i64 4) #3
  %17 = bitcast i8* %16 to i32*
  store i32 2, i32* %17, align 16, !tbaa !12
  invoke void @__cxa_throw(i8* nonnull %16, i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*), i8* null) #4
          to label %18 unwind label %36

18:                                               ; preds = %15
  unreachable

19:                                               ; preds = %2
  %20 = tail call i8* @__cxa_allocate_exception(i64 1) #3
  store i8 1, i8* %20, align 16, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast (i8** @_ZTIb to i8*), i8* null) #4
          to label %21 unwind label %36

21:                                               ; preds = %19
  unreachable

22:                                               ; preds = %2
  %23 = tail call i8* @__cxa_allocate_exception(i64 1) #3
  store i8 120, i8* %23, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIc to i8*), i8* null) #4
          to label %24 unwind label %36

24:                                               ; preds = %22
  unreachable

25:                                               ; preds = %2
  %26 = tail call i8* @__cxa_allocate_exception(i64 8) #3
  %27 = bitcast i8* %26 to i64*
  store i64 123456789012, i64* %27, align 16, !tbaa !16
  invoke void @__cxa_throw(i8* nonnull %26, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #4
          to label %28 unwind label %36

28:                                               ; preds = %25
  unreachable

29:                                               ; preds = %2
  %30 = tail call i8* @__cxa_allocate_exception(i64 1) #3
  store i8 7, i8* %30, align 16, !tbaa !18
  invoke void @__cxa_throw(i8* nonnull %30, i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*), i8* null) #4
          to label %31 unwind label %36

31:                                               ; preds = %29
  unreachable

32:                                               ; preds = %2
  %33 = tail call i8* @__cxa_allocate_exception(i64 8) #3
  %34 = bitcast i8* %33 to double*
  store double 1.250000e-01, double* %34, align 16, !tbaa !20
  invoke void @__cxa_throw(i8* nonnull %33, i8* bitcast (i8** @_ZTId to i8*), i8* null) #4
          to label %35 unwind label %36

35:                                               ; preds = %32
  unreachable

36:                                               ; preds = %32, %29, %25, %22, %19, %15, %12, %8, %4
  %37 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast (i8** @_ZTIc to i8*)
          catch i8* bitcast (i8** @_ZTIb to i8*)
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*)
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* bitcast (i8** @_ZTIf to i8*)
          catch i8* bitcast (i8** @_ZTIh to i8*)
  %38 = extractvalue { i8*, i32 } %37, 0
  %39 = extractvalue { i8*, i32 } %37, 1
  %40 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %50

42:                                               ; preds = %36
  %43 = tail call i8* @__cxa_begin_catch(i8* %38) #3
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4, !tbaa !22
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %3, i32 noundef %45)
  br label %47

47:                                               ; preds = %122, %112, %103, %95, %87, %79, %71, %63, %53, %42
  tail call void @__cxa_end_catch() #3
  %48 = add nuw nsw i32 %3, 1
  %49 = icmp eq i32 %48, 9
  br i1 %49, label %1, label %2, !llvm.loop !24

50:                                               ; preds = %36
  %51 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #3
  %52 = icmp eq i32 %39, %51
  br i1 %52, label %53, label %60

53:                                               ; preds = %50
  %54 = tail call i8* @__cxa_begin_catch(i8* %38) #3
  %55 = bitcast i8* %54 to double*
  %56 = load double, double* %55, align 8, !tbaa !20
  %57 = fmul double %56, 1.000000e+03
  %58 = fptosi double %57 to i32
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i64 0, i64 0), i32 noundef %3, i32 noundef %58)
  br label %47

60:                                               ; preds = %50
  %61 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIc to i8*)) #3
  %62 = icmp eq i32 %39, %61
  br i1 %62, label %63, label %68

63:                                               ; preds = %60
  %64 = tail call i8* @__cxa_begin_catch(i8* %38) #3
  %65 = load i8, i8* %64, align 1, !tbaa !11
  %66 = sext i8 %65 to i32
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i64 0, i64 0), i32 noundef %3, i32 noundef %66)
  br label %47

68:                                               ; preds = %60
  %69 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIb to i8*)) #3
  %70 = icmp eq i32 %39, %69
  br i1 %70, label %71, label %76

71:                                               ; preds = %68
  %72 = tail call i8* @__cxa_begin_catch(i8* %38) #3
  %73 = load i8, i8* %72, align 1, !tbaa !14, !range !26
  %74 = zext i8 %73 to i32
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef %3, i32 noundef %74)
  br label %47

76:                                               ; preds = %68
  %77 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #3
  %78 = icmp eq i32 %39, %77
  br i1 %78, label %79, label %84

79:                                               ; preds = %76
  %80 = tail call i8* @__cxa_begin_catch(i8* %38) #3
  %81 = bitcast i8* %80 to i64*
  %82 = load i64, i64* %81, align 8, !tbaa !16
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.5, i64 0, i64 0), i32 noundef %3, i64 noundef %82)
  br label %47

84:                                               ; preds = %76
  %85 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*)) #3
  %86 = icmp eq i32 %39, %85
  br i1 %86, label %87, label %92

87:                                               ; preds = %84
  %88 = tail call i8* @__cxa_begin_catch(i8* %38) #3
  %89 = bitcast i8* %88 to i32*
  %90 = load i32, i32* %89, align 4, !tbaa !12
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %3, i32 noundef %90)
  br label %47

92:                                               ; preds = %84
  %93 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*)) #3
  %94 = icmp eq i32 %39, %93
  br i1 %94, label %95, label %100

95:                                               ; preds = %92
  %96 = tail call i8* @__cxa_begin_catch(i8* %38) #3
  %97 = load i8, i8* %96, align 1, !tbaa !18
  %98 = zext i8 %97 to i32
  %99 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef %3, i32 noundef %98)
  br label %47

100:                                              ; preds = %92
  %101 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #3
  %102 = icmp eq i32 %39, %101
  br i1 %102, label %103, label %109

103:                                              ; preds = %100
  %104 = tail call i8* @__cxa_begin_catch(i8* %38) #3
  %105 = bitcast i8* %104 to i16*
  %106 = load i16, i16* %105, align 2, !tbaa !5
  %107 = sext i16 %106 to i32
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %3, i32 noundef %107)
  br label %47

109:                                              ; preds = %100
  %110 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIf to i8*)) #3
  %111 = icmp eq i32 %39, %110
  br i1 %111, label %112, label %119

112:                                              ; preds = %109
  %113 = tail call i8* @__cxa_begin_catch(i8* %38) #3
  %114 = bitcast i8* %113 to float*
  %115 = load float, float* %114, align 4, !tbaa !9
  %116 = fmul float %115, 1.000000e+01
  %117 = fptosi float %116 to i32
  %118 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef %3, i32 noundef %117)
  br label %47

119:                                              ; preds = %109
  %120 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIh to i8*)) #3
  %121 = icmp eq i32 %39, %120
  br i1 %121, label %122, label %127

122:                                              ; preds = %119
  %123 = tail call i8* @__cxa_begin_catch(i8* %38) #3
  %124 = load i8, i8* %123, align 1, !tbaa !11
  %125 = zext i8 %124 to i32
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef %3, i32 noundef %125)
  br label %47

127:                                              ; preds = %119
  resume { i8*, i32 } %37
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"_ZTS5Color", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"bool", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"_ZTS4Mode", !7, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !7, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !7, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{i8 0, i8 2}
