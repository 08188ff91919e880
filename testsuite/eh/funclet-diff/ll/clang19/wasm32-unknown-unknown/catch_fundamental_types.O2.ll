; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@_ZTS5Color = linkonce_odr hidden constant [7 x i8] c"5Color\00", comdat, align 1
@_ZTI5Color = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2), ptr @_ZTS5Color }, comdat, align 4
@_ZTS4Mode = linkonce_odr hidden constant [6 x i8] c"4Mode\00", comdat, align 1
@_ZTI4Mode = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2), ptr @_ZTS4Mode }, comdat, align 4
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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  br label %2

1:                                                ; preds = %116
  ret i32 0

2:                                                ; preds = %0, %116
  %3 = phi i32 [ 0, %0 ], [ %117, %116 ]
  switch i32 %3, label %28 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %10
    i32 3, label %13
    i32 4, label %16
    i32 5, label %19
    i32 6, label %22
    i32 7, label %25
  ]

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 2) #5
  store i16 3, ptr %5, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIs, ptr null) #4
          to label %6 unwind label %31

6:                                                ; preds = %4
  unreachable

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store float 2.500000e+00, ptr %8, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIf, ptr null) #4
          to label %9 unwind label %31

9:                                                ; preds = %7
  unreachable

10:                                               ; preds = %2
  %11 = tail call ptr @__cxa_allocate_exception(i32 1) #5
  store i8 -56, ptr %11, align 16, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIh, ptr null) #4
          to label %12 unwind label %31

12:                                               ; preds = %10
  unreachable

13:                                               ; preds = %2
  %14 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 2, ptr %14, align 16, !tbaa !9
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTI5Color, ptr null) #4
          to label %15 unwind label %31

15:                                               ; preds = %13
  unreachable

16:                                               ; preds = %2
  %17 = tail call ptr @__cxa_allocate_exception(i32 1) #5
  store i8 1, ptr %17, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIb, ptr null) #4
          to label %18 unwind label %31

18:                                               ; preds = %16
  unreachable

19:                                               ; preds = %2
  %20 = tail call ptr @__cxa_allocate_exception(i32 1) #5
  store i8 120, ptr %20, align 16, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIc, ptr null) #4
          to label %21 unwind label %31

21:                                               ; preds = %19
  unreachable

22:                                               ; preds = %2
  %23 = tail call ptr @__cxa_allocate_exception(i32 8) #5
  store i64 123456789012, ptr %23, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIx, ptr null) #4
          to label %24 unwind label %31

24:                                               ; preds = %22
  unreachable

25:                                               ; preds = %2
  %26 = tail call ptr @__cxa_allocate_exception(i32 1) #5
  store i8 7, ptr %26, align 16, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %26, ptr nonnull @_ZTI4Mode, ptr null) #4
          to label %27 unwind label %31

27:                                               ; preds = %25
  unreachable

28:                                               ; preds = %2
  %29 = tail call ptr @__cxa_allocate_exception(i32 8) #5
  store double 1.250000e-01, ptr %29, align 16, !tbaa !17
  invoke void @__cxa_throw(ptr nonnull %29, ptr nonnull @_ZTId, ptr null) #4
          to label %30 unwind label %31

30:                                               ; preds = %28
  unreachable

31:                                               ; preds = %28, %25, %22, %19, %16, %13, %10, %7, %4
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @_ZTIi, ptr @_ZTId, ptr @_ZTIc, ptr @_ZTIb, ptr @_ZTIx, ptr @_ZTI5Color, ptr @_ZTI4Mode, ptr @_ZTIs, ptr @_ZTIf, ptr @_ZTIh]
  %35 = tail call ptr @llvm.wasm.get.exception(token %34)
  %36 = tail call i32 @llvm.wasm.get.ehselector(token %34)
  %37 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %43

39:                                               ; preds = %33
  %40 = call ptr @__cxa_begin_catch(ptr %35) #5 [ "funclet"(token %34) ]
  %41 = load i32, ptr %40, align 4, !tbaa !19
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %3, i32 noundef %41) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %34) ]
  catchret from %34 to label %116

43:                                               ; preds = %33
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #5
  %45 = icmp eq i32 %36, %44
  br i1 %45, label %46, label %52

46:                                               ; preds = %43
  %47 = call ptr @__cxa_begin_catch(ptr %35) #5 [ "funclet"(token %34) ]
  %48 = load double, ptr %47, align 8, !tbaa !17
  %49 = fmul double %48, 1.000000e+03
  %50 = fptosi double %49 to i32
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %3, i32 noundef %50) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %34) ]
  catchret from %34 to label %116

52:                                               ; preds = %43
  %53 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIc) #5
  %54 = icmp eq i32 %36, %53
  br i1 %54, label %55, label %60

55:                                               ; preds = %52
  %56 = call ptr @__cxa_begin_catch(ptr %35) #5 [ "funclet"(token %34) ]
  %57 = load i8, ptr %56, align 1, !tbaa !8
  %58 = sext i8 %57 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3, i32 noundef %58) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %34) ]
  catchret from %34 to label %116

60:                                               ; preds = %52
  %61 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIb) #5
  %62 = icmp eq i32 %36, %61
  br i1 %62, label %63, label %68

63:                                               ; preds = %60
  %64 = call ptr @__cxa_begin_catch(ptr %35) #5 [ "funclet"(token %34) ]
  %65 = load i8, ptr %64, align 1, !tbaa !11, !range !21, !noundef !22
  %66 = zext nneg i8 %65 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %3, i32 noundef %66) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %34) ]
  catchret from %34 to label %116

68:                                               ; preds = %60
  %69 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #5
  %70 = icmp eq i32 %36, %69
  br i1 %70, label %71, label %75

71:                                               ; preds = %68
  %72 = call ptr @__cxa_begin_catch(ptr %35) #5 [ "funclet"(token %34) ]
  %73 = load i64, ptr %72, align 8, !tbaa !13
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3, i64 noundef %73) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %34) ]
  catchret from %34 to label %116

75:                                               ; preds = %68
  %76 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Color) #5
  %77 = icmp eq i32 %36, %76
  br i1 %77, label %78, label %82

78:                                               ; preds = %75
  %79 = call ptr @__cxa_begin_catch(ptr %35) #5 [ "funclet"(token %34) ]
  %80 = load i32, ptr %79, align 4, !tbaa !9
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3, i32 noundef %80) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %34) ]
  catchret from %34 to label %116

82:                                               ; preds = %75
  %83 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Mode) #5
  %84 = icmp eq i32 %36, %83
  br i1 %84, label %85, label %90

85:                                               ; preds = %82
  %86 = call ptr @__cxa_begin_catch(ptr %35) #5 [ "funclet"(token %34) ]
  %87 = load i8, ptr %86, align 1, !tbaa !15
  %88 = zext i8 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3, i32 noundef %88) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %34) ]
  catchret from %34 to label %116

90:                                               ; preds = %82
  %91 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #5
  %92 = icmp eq i32 %36, %91
  br i1 %92, label %93, label %98

93:                                               ; preds = %90
  %94 = call ptr @__cxa_begin_catch(ptr %35) #5 [ "funclet"(token %34) ]
  %95 = load i16, ptr %94, align 2, !tbaa !2
  %96 = sext i16 %95 to i32
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3, i32 noundef %96) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %34) ]
  catchret from %34 to label %116

98:                                               ; preds = %90
  %99 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIf) #5
  %100 = icmp eq i32 %36, %99
  br i1 %100, label %101, label %107

101:                                              ; preds = %98
  %102 = call ptr @__cxa_begin_catch(ptr %35) #5 [ "funclet"(token %34) ]
  %103 = load float, ptr %102, align 4, !tbaa !6
  %104 = fmul float %103, 1.000000e+01
  %105 = fptosi float %104 to i32
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %105) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %34) ]
  catchret from %34 to label %116

107:                                              ; preds = %98
  %108 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIh) #5
  %109 = icmp eq i32 %36, %108
  br i1 %109, label %110, label %115

110:                                              ; preds = %107
  %111 = call ptr @__cxa_begin_catch(ptr %35) #5 [ "funclet"(token %34) ]
  %112 = load i8, ptr %111, align 1, !tbaa !8
  %113 = zext i8 %112 to i32
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %113) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %34) ]
  catchret from %34 to label %116

115:                                              ; preds = %107
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %34) ]
  unreachable

116:                                              ; preds = %39, %46, %55, %63, %71, %78, %85, %93, %101, %110
  %117 = add nuw nsw i32 %3, 1
  %118 = icmp eq i32 %117, 9
  br i1 %118, label %1, label %2, !llvm.loop !23
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

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!22 = !{}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
