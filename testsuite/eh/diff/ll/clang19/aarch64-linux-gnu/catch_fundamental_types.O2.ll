; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$_ZTS5Color = comdat any

$_ZTI5Color = comdat any

$_ZTS4Mode = comdat any

$_ZTI4Mode = comdat any

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTIc = external constant ptr
@_ZTIb = external constant ptr
@_ZTIx = external constant ptr
@_ZTVN10__cxxabiv116__enum_type_infoE = external global [0 x ptr]
@_ZTS5Color = linkonce_odr dso_local constant [7 x i8] c"5Color\00", comdat, align 1
@_ZTI5Color = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i64 2), ptr @_ZTS5Color }, comdat, align 8
@_ZTS4Mode = linkonce_odr dso_local constant [6 x i8] c"4Mode\00", comdat, align 1
@_ZTI4Mode = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i64 2), ptr @_ZTS4Mode }, comdat, align 8
@_ZTIs = external constant ptr
@_ZTIf = external constant ptr
@_ZTIh = external constant ptr
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %2

1:                                                ; preds = %36
  ret i32 0

2:                                                ; preds = %0, %36
  %3 = phi i32 [ 0, %0 ], [ %37, %36 ]
  switch i32 %3, label %20 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %12
    i32 5, label %14
    i32 6, label %16
    i32 7, label %18
  ]

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 2) #3
  store i16 3, ptr %5, align 16, !tbaa !6
  br label %22

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #3
  store float 2.500000e+00, ptr %7, align 16, !tbaa !10
  br label %22

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_allocate_exception(i64 1) #3
  store i8 -56, ptr %9, align 16, !tbaa !12
  br label %22

10:                                               ; preds = %2
  %11 = tail call ptr @__cxa_allocate_exception(i64 4) #3
  store i32 2, ptr %11, align 16, !tbaa !13
  br label %22

12:                                               ; preds = %2
  %13 = tail call ptr @__cxa_allocate_exception(i64 1) #3
  store i8 1, ptr %13, align 16, !tbaa !15
  br label %22

14:                                               ; preds = %2
  %15 = tail call ptr @__cxa_allocate_exception(i64 1) #3
  store i8 120, ptr %15, align 16, !tbaa !12
  br label %22

16:                                               ; preds = %2
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #3
  store i64 123456789012, ptr %17, align 16, !tbaa !17
  br label %22

18:                                               ; preds = %2
  %19 = tail call ptr @__cxa_allocate_exception(i64 1) #3
  store i8 7, ptr %19, align 16, !tbaa !19
  br label %22

20:                                               ; preds = %2
  %21 = tail call ptr @__cxa_allocate_exception(i64 8) #3
  store double 1.250000e-01, ptr %21, align 16, !tbaa !21
  br label %22

22:                                               ; preds = %4, %6, %8, %10, %12, %14, %16, %18, %20
  %23 = phi ptr [ %21, %20 ], [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ]
  %24 = phi ptr [ @_ZTId, %20 ], [ @_ZTI4Mode, %18 ], [ @_ZTIx, %16 ], [ @_ZTIc, %14 ], [ @_ZTIb, %12 ], [ @_ZTI5Color, %10 ], [ @_ZTIh, %8 ], [ @_ZTIf, %6 ], [ @_ZTIs, %4 ]
  invoke void @__cxa_throw(ptr nonnull %23, ptr nonnull %24, ptr null) #4
          to label %25 unwind label %26

25:                                               ; preds = %22
  unreachable

26:                                               ; preds = %22
  %27 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTIc
          catch ptr @_ZTIb
          catch ptr @_ZTIx
          catch ptr @_ZTI5Color
          catch ptr @_ZTI4Mode
          catch ptr @_ZTIs
          catch ptr @_ZTIf
          catch ptr @_ZTIh
  %28 = extractvalue { ptr, i32 } %27, 0
  %29 = extractvalue { ptr, i32 } %27, 1
  %30 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #3
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %39

32:                                               ; preds = %26
  %33 = tail call ptr @__cxa_begin_catch(ptr %28) #3
  %34 = load i32, ptr %33, align 4, !tbaa !23
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %3, i32 noundef %34)
  br label %36

36:                                               ; preds = %106, %97, %89, %81, %74, %67, %59, %51, %42, %32
  tail call void @__cxa_end_catch() #3
  %37 = add nuw nsw i32 %3, 1
  %38 = icmp eq i32 %37, 9
  br i1 %38, label %1, label %2, !llvm.loop !25

39:                                               ; preds = %26
  %40 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #3
  %41 = icmp eq i32 %29, %40
  br i1 %41, label %42, label %48

42:                                               ; preds = %39
  %43 = tail call ptr @__cxa_begin_catch(ptr %28) #3
  %44 = load double, ptr %43, align 8, !tbaa !21
  %45 = fmul double %44, 1.000000e+03
  %46 = fptosi double %45 to i32
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %3, i32 noundef %46)
  br label %36

48:                                               ; preds = %39
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIc) #3
  %50 = icmp eq i32 %29, %49
  br i1 %50, label %51, label %56

51:                                               ; preds = %48
  %52 = tail call ptr @__cxa_begin_catch(ptr %28) #3
  %53 = load i8, ptr %52, align 1, !tbaa !12
  %54 = zext i8 %53 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3, i32 noundef %54)
  br label %36

56:                                               ; preds = %48
  %57 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIb) #3
  %58 = icmp eq i32 %29, %57
  br i1 %58, label %59, label %64

59:                                               ; preds = %56
  %60 = tail call ptr @__cxa_begin_catch(ptr %28) #3
  %61 = load i8, ptr %60, align 1, !tbaa !15, !range !27, !noundef !28
  %62 = zext nneg i8 %61 to i32
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %3, i32 noundef %62)
  br label %36

64:                                               ; preds = %56
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #3
  %66 = icmp eq i32 %29, %65
  br i1 %66, label %67, label %71

67:                                               ; preds = %64
  %68 = tail call ptr @__cxa_begin_catch(ptr %28) #3
  %69 = load i64, ptr %68, align 8, !tbaa !17
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3, i64 noundef %69)
  br label %36

71:                                               ; preds = %64
  %72 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Color) #3
  %73 = icmp eq i32 %29, %72
  br i1 %73, label %74, label %78

74:                                               ; preds = %71
  %75 = tail call ptr @__cxa_begin_catch(ptr %28) #3
  %76 = load i32, ptr %75, align 4, !tbaa !13
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3, i32 noundef %76)
  br label %36

78:                                               ; preds = %71
  %79 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Mode) #3
  %80 = icmp eq i32 %29, %79
  br i1 %80, label %81, label %86

81:                                               ; preds = %78
  %82 = tail call ptr @__cxa_begin_catch(ptr %28) #3
  %83 = load i8, ptr %82, align 1, !tbaa !19
  %84 = zext i8 %83 to i32
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3, i32 noundef %84)
  br label %36

86:                                               ; preds = %78
  %87 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #3
  %88 = icmp eq i32 %29, %87
  br i1 %88, label %89, label %94

89:                                               ; preds = %86
  %90 = tail call ptr @__cxa_begin_catch(ptr %28) #3
  %91 = load i16, ptr %90, align 2, !tbaa !6
  %92 = sext i16 %91 to i32
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3, i32 noundef %92)
  br label %36

94:                                               ; preds = %86
  %95 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIf) #3
  %96 = icmp eq i32 %29, %95
  br i1 %96, label %97, label %103

97:                                               ; preds = %94
  %98 = tail call ptr @__cxa_begin_catch(ptr %28) #3
  %99 = load float, ptr %98, align 4, !tbaa !10
  %100 = fmul float %99, 1.000000e+01
  %101 = fptosi float %100 to i32
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %101)
  br label %36

103:                                              ; preds = %94
  %104 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIh) #3
  %105 = icmp eq i32 %29, %104
  br i1 %105, label %106, label %111

106:                                              ; preds = %103
  %107 = tail call ptr @__cxa_begin_catch(ptr %28) #3
  %108 = load i8, ptr %107, align 1, !tbaa !12
  %109 = zext i8 %108 to i32
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %109)
  br label %36

111:                                              ; preds = %103
  resume { ptr, i32 } %27
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"_ZTS5Color", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"bool", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"_ZTS4Mode", !8, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !8, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !8, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{i8 0, i8 2}
!28 = !{}
