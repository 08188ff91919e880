; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.S = type { i32, i32 }

$_ZN1S5twiceEv = comdat any

$_ZTSM1Ti = comdat any

$_ZTS1T = comdat any

$_ZTI1T = comdat any

$_ZTIM1Ti = comdat any

$_ZTSM1Si = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIM1Si = comdat any

$_ZTSM1SKi = comdat any

$_ZTIM1SKi = comdat any

$_ZTSM1SFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIM1SFivE = comdat any

@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global i8*
@_ZTSM1Ti = linkonce_odr hidden constant [5 x i8] c"M1Ti\00", comdat, align 1
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1T = linkonce_odr hidden constant [3 x i8] c"1T\00", comdat, align 1
@_ZTI1T = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1T, i32 0, i32 0) }, comdat, align 4
@_ZTIM1Ti = linkonce_odr hidden constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Ti, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1T to i8*) }, comdat, align 4
@_ZTSM1Si = linkonce_odr hidden constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTS1S = linkonce_odr hidden constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1S, i32 0, i32 0) }, comdat, align 4
@_ZTIM1Si = linkonce_odr hidden constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Si, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", align 1
@_ZTSM1SKi = linkonce_odr hidden constant [6 x i8] c"M1SKi\00", comdat, align 1
@_ZTIM1SKi = linkonce_odr hidden constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSM1SKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", align 1
@_ZTSM1SFivE = linkonce_odr hidden constant [8 x i8] c"M1SFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global i8*
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFivE, i32 0, i32 0) }, comdat, align 4
@_ZTIM1SFivE = linkonce_odr hidden constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSM1SFivE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFivE to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str.3 = private unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", align 1
@str = private unnamed_addr constant [16 x i8] c"wrong: int T::*\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.S, align 4
  %2 = bitcast %struct.S* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #2
  %3 = getelementptr inbounds %struct.S, %struct.S* %1, i32 0, i32 0
  store i32 3, i32* %3, align 4, !tbaa !2
  %4 = getelementptr inbounds %struct.S, %struct.S* %1, i32 0, i32 1
  store i32 4, i32* %4, align 4, !tbaa !7
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %6 = bitcast i8* %5 to i32*
  store i32 4, i32* %6, align 16, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*), i8* null) #5
          to label %92 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Ti to i8*), i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)]
  %11 = tail call i8* @llvm.wasm.get.exception(token %10)
  %12 = tail call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Ti to i8*)) #2
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %9
  %16 = call i8* @__cxa_begin_catch(i8* %11) #2 [ "funclet"(token %10) ]
  %17 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %10) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %10) ]
  catchret from %10 to label %30

18:                                               ; preds = %9
  %19 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)) #2
  %20 = icmp eq i32 %12, %19
  br i1 %20, label %21, label %29

21:                                               ; preds = %18
  %22 = call i8* @__cxa_begin_catch(i8* %11) #2 [ "funclet"(token %10) ]
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4, !tbaa !8
  %25 = getelementptr inbounds i8, i8* %2, i32 %24
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4, !tbaa !9
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %27) [ "funclet"(token %10) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %10) ]
  catchret from %10 to label %30

29:                                               ; preds = %18
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
  unreachable

30:                                               ; preds = %21, %15
  %31 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %32 = bitcast i8* %31 to i32*
  store i32 0, i32* %32, align 16, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %31, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*), i8* null) #5
          to label %92 unwind label %33

33:                                               ; preds = %30
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SKi to i8*)]
  %37 = tail call i8* @llvm.wasm.get.exception(token %36)
  %38 = tail call i32 @llvm.wasm.get.ehselector(token %36)
  %39 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SKi to i8*)) #2
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %49

41:                                               ; preds = %35
  %42 = call i8* @__cxa_begin_catch(i8* %37) #2 [ "funclet"(token %36) ]
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 4, !tbaa !8
  %45 = getelementptr inbounds i8, i8* %2, i32 %44
  %46 = bitcast i8* %45 to i32*
  %47 = load i32, i32* %46, align 4, !tbaa !9
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef %47) [ "funclet"(token %36) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %36) ]
  catchret from %36 to label %50

49:                                               ; preds = %35
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %36) ]
  unreachable

50:                                               ; preds = %41
  %51 = tail call i8* @__cxa_allocate_exception(i32 8) #2
  %52 = bitcast i8* %51 to i32*
  store i32 ptrtoint (i32 (%struct.S*)* @_ZN1S5twiceEv to i32), i32* %52, align 16, !tbaa !8
  %53 = getelementptr inbounds i8, i8* %51, i32 4
  %54 = bitcast i8* %53 to i32*
  store i32 0, i32* %54, align 4, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %51, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*), i8* null) #5
          to label %92 unwind label %55

55:                                               ; preds = %50
  %56 = catchswitch within none [label %57] unwind to caller

57:                                               ; preds = %55
  %58 = catchpad within %56 [i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*)]
  %59 = tail call i8* @llvm.wasm.get.exception(token %58)
  %60 = tail call i32 @llvm.wasm.get.ehselector(token %58)
  %61 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*)) #2
  %62 = icmp eq i32 %60, %61
  br i1 %62, label %63, label %81

63:                                               ; preds = %57
  %64 = call i8* @__cxa_begin_catch(i8* %59) #2 [ "funclet"(token %58) ]
  %65 = bitcast i8* %64 to i32*
  %66 = load i32, i32* %65, align 4, !tbaa !8
  %67 = getelementptr inbounds i8, i8* %64, i32 4
  %68 = bitcast i8* %67 to i32*
  %69 = load i32, i32* %68, align 4, !tbaa !8
  %70 = ashr i32 %69, 1
  %71 = getelementptr inbounds i8, i8* %2, i32 %70
  %72 = bitcast i8* %71 to %struct.S*
  %73 = and i32 %69, 1
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %82, label %75

75:                                               ; preds = %63
  %76 = bitcast i8* %71 to i8**
  %77 = load i8*, i8** %76, align 4, !tbaa !10
  %78 = getelementptr i8, i8* %77, i32 %66, !nosanitize !12
  %79 = bitcast i8* %78 to i32 (%struct.S*)**, !nosanitize !12
  %80 = load i32 (%struct.S*)*, i32 (%struct.S*)** %79, align 4, !nosanitize !12
  br label %84

81:                                               ; preds = %57
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %58) ]
  unreachable

82:                                               ; preds = %63
  %83 = inttoptr i32 %66 to i32 (%struct.S*)*
  br label %84

84:                                               ; preds = %82, %75
  %85 = phi i32 (%struct.S*)* [ %80, %75 ], [ %83, %82 ]
  %86 = invoke noundef i32 %85(%struct.S* noundef nonnull align 4 dereferenceable(8) %72) [ "funclet"(token %58) ]
          to label %87 unwind label %90

87:                                               ; preds = %84
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i32 0, i32 0), i32 noundef %86) [ "funclet"(token %58) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %58) ]
  catchret from %58 to label %89

89:                                               ; preds = %87
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #2
  ret i32 0

90:                                               ; preds = %84
  %91 = cleanuppad within %58 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %91) ]
  cleanupret from %91 unwind to caller

92:                                               ; preds = %50, %30, %0
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

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

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZN1S5twiceEv(%struct.S* noundef nonnull align 4 dereferenceable(8) %0) #6 comdat {
  %2 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !7
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS1S", !4, i64 0, !4, i64 4}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!3, !4, i64 4}
!8 = !{!5, !5, i64 0}
!9 = !{!4, !4, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !6, i64 0}
!12 = !{}
