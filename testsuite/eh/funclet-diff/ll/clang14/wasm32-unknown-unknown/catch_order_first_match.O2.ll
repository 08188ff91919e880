; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.A = type { i32 (...)** }
%struct.B = type { %struct.A }
%struct.C = type { %struct.B }

$_ZN1AD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZN1CD0Ev = comdat any

$_ZTS1C = comdat any

$_ZTS1B = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1B = comdat any

$_ZTI1C = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

$_ZTV1C = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1C = linkonce_odr hidden constant [3 x i8] c"1C\00", comdat, align 1
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTI1B = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 4
@_ZTI1C = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1C, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 4
@_ZTIl = external constant i8*
@_ZTIj = external constant i8*
@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [9 x i8] c"%d: ...\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%d: unsigned %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: B& (never)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"%d: A&\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"%d: long %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%d: C&\0A\00", align 1
@_ZTIc = external constant i8*
@_ZTV1A = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD0Ev to i8*)] }, comdat, align 4
@_ZTV1B = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*)] }, comdat, align 4
@_ZTV1C = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.C*)* @_ZN1CD0Ev to i8*)] }, comdat, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %42
  ret i32 0

2:                                                ; preds = %0, %42
  %3 = phi i32 [ 0, %0 ], [ %43, %42 ]
  switch i32 %3, label %28 [
    i32 0, label %4
    i32 1, label %8
    i32 2, label %12
    i32 3, label %16
    i32 4, label %20
    i32 5, label %24
  ]

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %6 = bitcast i8* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*)) #7
          to label %7 unwind label %31

7:                                                ; preds = %4
  unreachable

8:                                                ; preds = %2
  %9 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %10 = bitcast i8* %9 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %9, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*)) #7
          to label %11 unwind label %31

11:                                               ; preds = %8
  unreachable

12:                                               ; preds = %2
  %13 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %14 = bitcast i8* %13 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1C, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %14, align 4, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*)) #7
          to label %15 unwind label %31

15:                                               ; preds = %12
  unreachable

16:                                               ; preds = %2
  %17 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %18 = bitcast i8* %17 to i32*
  store i32 3, i32* %18, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %19 unwind label %31

19:                                               ; preds = %16
  unreachable

20:                                               ; preds = %2
  %21 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %22 = bitcast i8* %21 to i32*
  store i32 4, i32* %22, align 16, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast (i8** @_ZTIl to i8*), i8* null) #7
          to label %23 unwind label %31

23:                                               ; preds = %20
  unreachable

24:                                               ; preds = %2
  %25 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %26 = bitcast i8* %25 to i32*
  store i32 5, i32* %26, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %25, i8* bitcast (i8** @_ZTIj to i8*), i8* null) #7
          to label %27 unwind label %31

27:                                               ; preds = %24
  unreachable

28:                                               ; preds = %2
  %29 = tail call i8* @__cxa_allocate_exception(i32 1) #1
  store i8 99, i8* %29, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %29, i8* bitcast (i8** @_ZTIc to i8*), i8* null) #7
          to label %30 unwind label %31

30:                                               ; preds = %28
  unreachable

31:                                               ; preds = %28, %24, %20, %16, %12, %8, %4
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (i8** @_ZTIl to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (i8** @_ZTIj to i8*), i8* bitcast (i8** @_ZTIi to i8*), i8* null]
  %35 = tail call i8* @llvm.wasm.get.exception(token %34)
  %36 = tail call i32 @llvm.wasm.get.ehselector(token %34)
  %37 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*)) #1
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %45

39:                                               ; preds = %33
  %40 = call i8* @__cxa_begin_catch(i8* %35) #1 [ "funclet"(token %34) ]
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef %3) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() [ "funclet"(token %34) ]
  catchret from %34 to label %42

42:                                               ; preds = %81, %77, %68, %62, %56, %48, %39
  %43 = add nuw nsw i32 %3, 1
  %44 = icmp eq i32 %43, 7
  br i1 %44, label %1, label %2, !llvm.loop !11

45:                                               ; preds = %33
  %46 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIl to i8*)) #1
  %47 = icmp eq i32 %36, %46
  br i1 %47, label %48, label %53

48:                                               ; preds = %45
  %49 = call i8* @__cxa_begin_catch(i8* %35) #1 [ "funclet"(token %34) ]
  %50 = bitcast i8* %49 to i32*
  %51 = load i32, i32* %50, align 4, !tbaa !8
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i32 noundef %3, i32 noundef %51) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %34) ]
  catchret from %34 to label %42

53:                                               ; preds = %45
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #1
  %55 = icmp eq i32 %36, %54
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = call i8* @__cxa_begin_catch(i8* %35) #1 [ "funclet"(token %34) ]
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i32 noundef %3) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() [ "funclet"(token %34) ]
  catchret from %34 to label %42

59:                                               ; preds = %53
  %60 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*)) #1
  %61 = icmp eq i32 %36, %60
  br i1 %61, label %62, label %65

62:                                               ; preds = %59
  %63 = call i8* @__cxa_begin_catch(i8* %35) #1 [ "funclet"(token %34) ]
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %3) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() [ "funclet"(token %34) ]
  catchret from %34 to label %42

65:                                               ; preds = %59
  %66 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIj to i8*)) #1
  %67 = icmp eq i32 %36, %66
  br i1 %67, label %68, label %73

68:                                               ; preds = %65
  %69 = call i8* @__cxa_begin_catch(i8* %35) #1 [ "funclet"(token %34) ]
  %70 = bitcast i8* %69 to i32*
  %71 = load i32, i32* %70, align 4, !tbaa !5
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %3, i32 noundef %71) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %34) ]
  catchret from %34 to label %42

73:                                               ; preds = %65
  %74 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %75 = icmp eq i32 %36, %74
  %76 = call i8* @__cxa_begin_catch(i8* %35) #1 [ "funclet"(token %34) ]
  br i1 %75, label %77, label %81

77:                                               ; preds = %73
  %78 = bitcast i8* %76 to i32*
  %79 = load i32, i32* %78, align 4, !tbaa !5
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i32 noundef %79) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %34) ]
  catchret from %34 to label %42

81:                                               ; preds = %73
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %3) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() [ "funclet"(token %34) ]
  catchret from %34 to label %42
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

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  ret %struct.A* %0
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZN1AD0Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = bitcast %struct.A* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #5

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN1BD0Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = bitcast %struct.B* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #8
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN1CD0Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = bitcast %struct.C* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #8
  ret void
}

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !4, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !7, i64 0}
!10 = !{!7, !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
