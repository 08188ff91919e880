; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.R = type { %struct.Base, i32 }

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTI1D = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP1L = comdat any

$_ZTIP1L = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS4Priv = comdat any

$_ZTI4Priv = comdat any

$_ZTS4Prot = comdat any

$_ZTI4Prot = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1R = linkonce_odr hidden constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr hidden constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*), i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTSP1L = linkonce_odr hidden constant [4 x i8] c"P1L\00", comdat, align 1
@_ZTIP1L = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1L, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*) }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, comdat, align 4
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@_ZTS4Priv = linkonce_odr hidden constant [6 x i8] c"4Priv\00", comdat, align 1
@_ZTI4Priv = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Priv, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 0 }, comdat, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@_ZTS4Prot = linkonce_odr hidden constant [6 x i8] c"4Prot\00", comdat, align 1
@_ZTI4Prot = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Prot, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 0 }, comdat, align 4
@str = private unnamed_addr constant [19 x i8] c"Prot caught by ...\00", align 1
@str.8 = private unnamed_addr constant [23 x i8] c"wrong: protected Base&\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"wrong: private Base&\00", align 1
@str.10 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base*\00", align 1
@str.11 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base&\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.D, align 4
  %2 = tail call i8* @__cxa_allocate_exception(i32 16) #1
  %3 = bitcast i8* %2 to i32*
  store i32 7, i32* %3, align 4, !tbaa !2
  %4 = getelementptr inbounds i8, i8* %2, i32 4
  %5 = bitcast i8* %4 to i32*
  store i32 1, i32* %5, align 4, !tbaa !7
  %6 = getelementptr inbounds i8, i8* %2, i32 8
  %7 = bitcast i8* %6 to i32*
  store i32 7, i32* %7, align 4, !tbaa !2
  %8 = getelementptr inbounds i8, i8* %2, i32 12
  %9 = bitcast i8* %8 to i32*
  store i32 2, i32* %9, align 4, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* null) #5
          to label %99 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)]
  %14 = tail call i8* @llvm.wasm.get.exception(token %13)
  %15 = tail call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #1
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %21

18:                                               ; preds = %12
  %19 = call i8* @__cxa_begin_catch(i8* %14) #1 [ "funclet"(token %13) ]
  %20 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.11, i32 0, i32 0)) [ "funclet"(token %13) ]
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %31

21:                                               ; preds = %12
  %22 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)) #1
  %23 = icmp eq i32 %15, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %21
  %25 = call i8* @__cxa_begin_catch(i8* %14) #1 [ "funclet"(token %13) ]
  %26 = getelementptr inbounds i8, i8* %25, i32 4
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !9
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %28) [ "funclet"(token %13) ]
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %31

30:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %13) ]
  unreachable

31:                                               ; preds = %24, %18
  %32 = bitcast %struct.D* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %32) #1
  %33 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 0, i32 0
  store i32 7, i32* %33, align 4, !tbaa !2
  %34 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 1
  store i32 1, i32* %34, align 4, !tbaa !7
  %35 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 0, i32 0
  store i32 7, i32* %35, align 4, !tbaa !2
  %36 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 1
  store i32 2, i32* %36, align 4, !tbaa !9
  %37 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %38 = bitcast i8* %37 to %struct.D**
  store %struct.D* %1, %struct.D** %38, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %37, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #5
          to label %99 unwind label %39

39:                                               ; preds = %31
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)]
  %43 = call i8* @llvm.wasm.get.exception(token %42)
  %44 = call i32 @llvm.wasm.get.ehselector(token %42)
  %45 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #1
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %50

47:                                               ; preds = %41
  %48 = call i8* @__cxa_begin_catch(i8* %43) #1 [ "funclet"(token %42) ]
  %49 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.10, i32 0, i32 0)) [ "funclet"(token %42) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %42) ]
  catchret from %42 to label %60

50:                                               ; preds = %41
  %51 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)) #1
  %52 = icmp eq i32 %44, %51
  br i1 %52, label %53, label %59

53:                                               ; preds = %50
  %54 = call i8* @__cxa_begin_catch(i8* %43) #1 [ "funclet"(token %42) ]
  %55 = getelementptr inbounds i8, i8* %54, i32 4
  %56 = bitcast i8* %55 to i32*
  %57 = load i32, i32* %56, align 4, !tbaa !7
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0), i32 noundef %57) [ "funclet"(token %42) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %42) ]
  catchret from %42 to label %60

59:                                               ; preds = %50
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %42) ]
  unreachable

60:                                               ; preds = %53, %47
  %61 = call i8* @__cxa_allocate_exception(i32 8) #1
  %62 = bitcast i8* %61 to i64*
  store i64 12884901895, i64* %62, align 16
  invoke void @__cxa_throw(i8* nonnull %61, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*), i8* null) #5
          to label %99 unwind label %63

63:                                               ; preds = %60
  %64 = catchswitch within none [label %65] unwind to caller

65:                                               ; preds = %63
  %66 = catchpad within %64 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*)]
  %67 = call i8* @llvm.wasm.get.exception(token %66)
  %68 = call i32 @llvm.wasm.get.ehselector(token %66)
  %69 = icmp eq i32 %68, %16
  br i1 %69, label %70, label %73

70:                                               ; preds = %65
  %71 = call i8* @__cxa_begin_catch(i8* %67) #1 [ "funclet"(token %66) ]
  %72 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.9, i32 0, i32 0)) [ "funclet"(token %66) ]
  call void @__cxa_end_catch() [ "funclet"(token %66) ]
  catchret from %66 to label %83

73:                                               ; preds = %65
  %74 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*)) #1
  %75 = icmp eq i32 %68, %74
  br i1 %75, label %76, label %82

76:                                               ; preds = %73
  %77 = call i8* @__cxa_begin_catch(i8* %67) #1 [ "funclet"(token %66) ]
  %78 = getelementptr inbounds i8, i8* %77, i32 4
  %79 = bitcast i8* %78 to i32*
  %80 = load i32, i32* %79, align 4, !tbaa !13
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %80) [ "funclet"(token %66) ]
  call void @__cxa_end_catch() [ "funclet"(token %66) ]
  catchret from %66 to label %83

82:                                               ; preds = %73
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %66) ]
  unreachable

83:                                               ; preds = %76, %70
  %84 = call i8* @__cxa_allocate_exception(i32 8) #1
  %85 = bitcast i8* %84 to i64*
  store i64 17179869191, i64* %85, align 16
  invoke void @__cxa_throw(i8* nonnull %84, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Prot to i8*), i8* null) #5
          to label %99 unwind label %86

86:                                               ; preds = %83
  %87 = catchswitch within none [label %88] unwind to caller

88:                                               ; preds = %86
  %89 = catchpad within %87 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* null]
  %90 = call i8* @llvm.wasm.get.exception(token %89)
  %91 = call i32 @llvm.wasm.get.ehselector(token %89)
  %92 = icmp eq i32 %91, %16
  %93 = call i8* @__cxa_begin_catch(i8* %90) #1 [ "funclet"(token %89) ]
  br i1 %92, label %94, label %97

94:                                               ; preds = %88
  %95 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @str.8, i32 0, i32 0)) [ "funclet"(token %89) ]
  call void @__cxa_end_catch() [ "funclet"(token %89) ]
  catchret from %89 to label %96

96:                                               ; preds = %97, %94
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %32) #1
  ret i32 0

97:                                               ; preds = %88
  %98 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %89) ]
  call void @__cxa_end_catch() [ "funclet"(token %89) ]
  catchret from %89 to label %96

99:                                               ; preds = %83, %60, %31, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS4Base", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !4, i64 4}
!8 = !{!"_ZTS1L", !4, i64 4}
!9 = !{!10, !4, i64 4}
!10 = !{!"_ZTS1R", !4, i64 4}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !5, i64 0}
!13 = !{!14, !4, i64 4}
!14 = !{!"_ZTS4Priv", !4, i64 4}
