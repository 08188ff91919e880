; ModuleID = 'catch_by_ref_base.cpp'
source_filename = "catch_by_ref_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Mid = type { %struct.Base }
%struct.Base = type { i32 (...)**, i32 }
%struct.Leaf = type { %struct.Mid }

$_ZN4BaseD2Ev = comdat any

$_ZN3MidD2Ev = comdat any

$_ZN4LeafD2Ev = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK3Mid4nameEv = comdat any

$_ZN3MidD0Ev = comdat any

$_ZNK4Leaf4nameEv = comdat any

$_ZN4LeafD0Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS3Mid = comdat any

$_ZTI3Mid = comdat any

$_ZTS4Leaf = comdat any

$_ZTI4Leaf = comdat any

$_ZTV4Base = comdat any

$_ZTV3Mid = comdat any

$_ZTV4Leaf = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Mid = linkonce_odr hidden constant [5 x i8] c"3Mid\00", comdat, align 1
@_ZTI3Mid = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Mid, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [29 x i8] c"caught Mid& name=%s code=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"caught const Base& name=%s code=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"-- %d\0A\00", align 1
@_ZTS4Leaf = linkonce_odr hidden constant [6 x i8] c"4Leaf\00", comdat, align 1
@_ZTI4Leaf = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Leaf, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*) }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i8* (%struct.Base*)* @_ZNK4Base4nameEv to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*)] }, comdat, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@_ZTV3Mid = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*), i8* bitcast (i8* (%struct.Mid*)* @_ZNK3Mid4nameEv to i8*), i8* bitcast (%struct.Mid* (%struct.Mid*)* @_ZN3MidD2Ev to i8*), i8* bitcast (void (%struct.Mid*)* @_ZN3MidD0Ev to i8*)] }, comdat, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c"Mid\00", align 1
@_ZTV4Leaf = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Leaf to i8*), i8* bitcast (i8* (%struct.Leaf*)* @_ZNK4Leaf4nameEv to i8*), i8* bitcast (%struct.Leaf* (%struct.Leaf*)* @_ZN4LeafD2Ev to i8*), i8* bitcast (void (%struct.Leaf*)* @_ZN4LeafD0Ev to i8*)] }, comdat, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"Leaf\00", align 1
@str = private unnamed_addr constant [5 x i8] c"~Mid\00", align 1
@str.9 = private unnamed_addr constant [6 x i8] c"~Leaf\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %66
  ret i32 0

2:                                                ; preds = %0, %66
  %3 = phi i32 [ 0, %0 ], [ %68, %66 ]
  switch i32 %3, label %16 [
    i32 0, label %4
    i32 1, label %10
  ]

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 8) #1
  %6 = bitcast i8* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !2
  %7 = getelementptr inbounds i8, i8* %5, i32 4
  %8 = bitcast i8* %7 to i32*
  store i32 10, i32* %8, align 4, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #4
          to label %9 unwind label %22

9:                                                ; preds = %4
  unreachable

10:                                               ; preds = %2
  %11 = tail call i8* @__cxa_allocate_exception(i32 8) #1
  %12 = bitcast i8* %11 to i32 (...)***
  %13 = getelementptr inbounds i8, i8* %11, i32 4
  %14 = bitcast i8* %13 to i32*
  store i32 11, i32* %14, align 4, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %12, align 4, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %11, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*), i8* bitcast (%struct.Mid* (%struct.Mid*)* @_ZN3MidD2Ev to i8*)) #4
          to label %15 unwind label %22

15:                                               ; preds = %10
  unreachable

16:                                               ; preds = %2
  %17 = tail call i8* @__cxa_allocate_exception(i32 8) #1
  %18 = getelementptr inbounds i8, i8* %17, i32 4
  %19 = bitcast i8* %18 to i32*
  store i32 12, i32* %19, align 4, !tbaa !5
  %20 = bitcast i8* %17 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Leaf, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %20, align 4, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Leaf to i8*), i8* bitcast (%struct.Leaf* (%struct.Leaf*)* @_ZN4LeafD2Ev to i8*)) #4
          to label %21 unwind label %22

21:                                               ; preds = %16
  unreachable

22:                                               ; preds = %16, %10, %4
  %23 = catchswitch within none [label %24] unwind label %45

24:                                               ; preds = %22
  %25 = catchpad within %23 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*)]
  %26 = tail call i8* @llvm.wasm.get.exception(token %25)
  %27 = tail call i32 @llvm.wasm.get.ehselector(token %25)
  %28 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*)) #1
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %44

30:                                               ; preds = %24
  %31 = call i8* @__cxa_begin_catch(i8* %26) #1 [ "funclet"(token %25) ]
  %32 = bitcast i8* %31 to %struct.Mid*
  %33 = bitcast i8* %31 to i8* (%struct.Mid*)***
  %34 = load i8* (%struct.Mid*)**, i8* (%struct.Mid*)*** %33, align 4, !tbaa !2
  %35 = load i8* (%struct.Mid*)*, i8* (%struct.Mid*)** %34, align 4
  %36 = invoke noundef i8* %35(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %32) [ "funclet"(token %25) ]
          to label %37 unwind label %70

37:                                               ; preds = %30
  %38 = getelementptr inbounds i8, i8* %31, i32 4
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i8* noundef %36, i32 noundef %40) [ "funclet"(token %25) ]
  %42 = load i32, i32* %39, align 4, !tbaa !5
  %43 = add nsw i32 %42, 100
  store i32 %43, i32* %39, align 4, !tbaa !5
  invoke void @__cxa_rethrow() #4 [ "funclet"(token %25) ]
          to label %76 unwind label %70

44:                                               ; preds = %24
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %25) ]
          to label %76 unwind label %45

45:                                               ; preds = %44, %72, %22
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)]
  %49 = tail call i8* @llvm.wasm.get.exception(token %48)
  %50 = tail call i32 @llvm.wasm.get.ehselector(token %48)
  %51 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #1
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %65

53:                                               ; preds = %47
  %54 = call i8* @__cxa_begin_catch(i8* %49) #1 [ "funclet"(token %48) ]
  %55 = bitcast i8* %54 to %struct.Base*
  %56 = bitcast i8* %54 to i8* (%struct.Base*)***
  %57 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %56, align 4, !tbaa !2
  %58 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %57, align 4
  %59 = invoke noundef i8* %58(%struct.Base* noundef nonnull align 4 dereferenceable(8) %55) [ "funclet"(token %48) ]
          to label %60 unwind label %73

60:                                               ; preds = %53
  %61 = getelementptr inbounds i8, i8* %54, i32 4
  %62 = bitcast i8* %61 to i32*
  %63 = load i32, i32* %62, align 4, !tbaa !5
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.1, i32 0, i32 0), i8* noundef %59, i32 noundef %63) [ "funclet"(token %48) ]
  call void @__cxa_end_catch() [ "funclet"(token %48) ]
  catchret from %48 to label %66

65:                                               ; preds = %47
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %48) ]
  unreachable

66:                                               ; preds = %60
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef %3)
  %68 = add nuw nsw i32 %3, 1
  %69 = icmp eq i32 %68, 3
  br i1 %69, label %1, label %2, !llvm.loop !9

70:                                               ; preds = %37, %30
  %71 = cleanuppad within %25 []
  invoke void @__cxa_end_catch() [ "funclet"(token %71) ]
          to label %72 unwind label %77

72:                                               ; preds = %70
  cleanupret from %71 unwind label %45

73:                                               ; preds = %53
  %74 = cleanuppad within %48 []
  invoke void @__cxa_end_catch() [ "funclet"(token %74) ]
          to label %75 unwind label %79

75:                                               ; preds = %73
  cleanupret from %74 unwind to caller

76:                                               ; preds = %44, %37
  unreachable

77:                                               ; preds = %70
  %78 = cleanuppad within %71 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %78) ]
  unreachable

79:                                               ; preds = %73
  %80 = cleanuppad within %74 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %80) ]
  unreachable
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

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %4)
  ret %struct.Base* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Mid* @_ZN3MidD2Ev(%struct.Mid* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i32 0, i32 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %4 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i32 0, i32 0, i32 1
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5) #1
  ret %struct.Mid* %0
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Leaf* @_ZN4LeafD2Ev(%struct.Leaf* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i32 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Leaf, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.9, i32 0, i32 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %4 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i32 0, i32 0)) #1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %5 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i32 0, i32 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %6) #1
  ret %struct.Leaf* %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK4Base4nameEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %4) #1
  %6 = bitcast %struct.Base* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %6) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK3Mid4nameEv(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZN3MidD0Ev(%struct.Mid* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i32 0, i32 0)) #1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %4 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i32 0, i32 0, i32 1
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5) #1
  %7 = bitcast %struct.Mid* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %7) #10
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK4Leaf4nameEv(%struct.Leaf* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZN4LeafD0Ev(%struct.Leaf* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i32 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Leaf, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.9, i32 0, i32 0)) #1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %4 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i32 0, i32 0)) #1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %5 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i32 0, i32 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %6) #1
  %8 = bitcast %struct.Leaf* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %8) #10
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }
attributes #5 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nofree nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTS4Base", !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
