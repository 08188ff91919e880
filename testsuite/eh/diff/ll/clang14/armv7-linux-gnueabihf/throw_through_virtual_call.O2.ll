; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Square = type { %struct.Shape, i32 }
%struct.Shape = type { i32 (...)** }
%struct.Both = type { %struct.Left, %struct.Right }
%struct.Left = type { i32 (...)**, i32 }
%struct.Right = type { i32 (...)**, i32 }
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { i32 (...)** }

$_ZN4VDerD1Ev = comdat any

$_ZN4BothD2Ev = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN4BothD0Ev = comdat any

$_ZN4Left4leftEv = comdat any

$_ZN4Both5rightEv = comdat any

$_ZThn8_N4BothD1Ev = comdat any

$_ZThn8_N4BothD0Ev = comdat any

$_ZThn8_N4Both5rightEv = comdat any

$_ZN4VDerD0Ev = comdat any

$_ZN4VDer1vEv = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV4Both = comdat any

$_ZTS4Both = comdat any

$_ZTS4Left = comdat any

$_ZTI4Left = comdat any

$_ZTS5Right = comdat any

$_ZTI5Right = comdat any

$_ZTI4Both = comdat any

$_ZTV4VDer = comdat any

$_ZTS4VDer = comdat any

$_ZTS5VBase = comdat any

$_ZTI5VBase = comdat any

$_ZTI4VDer = comdat any

@.str = private unnamed_addr constant [9 x i8] c"area %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [15 x i8] c"area threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"thunk threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"virtual-base thunk threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"delete threw %d\0A\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (%struct.Shape* (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (i32 (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 4
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 4
@_ZTV4Both = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI4Both to i8*), i8* bitcast (%struct.Both* (%struct.Both*)* @_ZN4BothD2Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZN4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZN4Left4leftEv to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZN4Both5rightEv to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI4Both to i8*), i8* bitcast (%struct.Both* (%struct.Both*)* @_ZThn8_N4BothD1Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZThn8_N4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZThn8_N4Both5rightEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS4Both = linkonce_odr dso_local constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0) }, comdat, align 4
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0) }, comdat, align 4
@_ZTI4Both = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Both, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Right to i8*), i32 2050 }, comdat, align 4
@_ZTV4VDer = linkonce_odr dso_local unnamed_addr constant { [8 x i8*] } { [8 x i8*] [i8* null, i8* null, i8* null, i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4VDer to i8*), i8* bitcast (%struct.VDer* (%struct.VDer*)* @_ZN4VDerD1Ev to i8*), i8* bitcast (void (%struct.VDer*)* @_ZN4VDerD0Ev to i8*), i8* bitcast (i32 (%struct.VDer*)* @_ZN4VDer1vEv to i8*)] }, comdat, align 4
@_ZTS4VDer = linkonce_odr dso_local constant [6 x i8] c"4VDer\00", comdat, align 1
@_ZTS5VBase = linkonce_odr dso_local constant [7 x i8] c"5VBase\00", comdat, align 1
@_ZTI5VBase = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5VBase, i32 0, i32 0) }, comdat, align 4
@_ZTI4VDer = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4VDer, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI5VBase to i8*), i32 -5117 }, comdat, align 4
@str = private unnamed_addr constant [15 x i8] c"~Breaks throws\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Square, align 4
  %2 = alloca %struct.Square, align 4
  %3 = alloca %struct.Both, align 4
  %4 = alloca %struct.VDer, align 4
  %5 = bitcast %struct.Square* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #12
  %6 = getelementptr inbounds %struct.Square, %struct.Square* %1, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !9
  %7 = getelementptr inbounds %struct.Square, %struct.Square* %1, i32 0, i32 1
  store i32 3, i32* %7, align 4, !tbaa !12
  %8 = bitcast %struct.Square* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #12
  %9 = getelementptr inbounds %struct.Square, %struct.Square* %2, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 4, !tbaa !9
  %10 = getelementptr inbounds %struct.Square, %struct.Square* %2, i32 0, i32 1
  store i32 -5, i32* %10, align 4, !tbaa !12
  %11 = getelementptr inbounds %struct.Square, %struct.Square* %1, i32 0, i32 0
  %12 = invoke fastcc noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef nonnull %11)
          to label %13 unwind label %17

13:                                               ; preds = %0
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %12)
  %15 = getelementptr inbounds %struct.Square, %struct.Square* %2, i32 0, i32 0
  %16 = invoke fastcc noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef nonnull %15)
          to label %32 unwind label %21

17:                                               ; preds = %0
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  %20 = extractvalue { i8*, i32 } %18, 1
  br label %87

21:                                               ; preds = %13
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  %24 = extractvalue { i8*, i32 } %22, 1
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %87

27:                                               ; preds = %21
  %28 = call i8* @__cxa_begin_catch(i8* %23) #12
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 4, !tbaa !16
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %30)
  call void @__cxa_end_catch() #12
  br label %32

32:                                               ; preds = %13, %27
  %33 = bitcast %struct.Both* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %33) #12
  %34 = getelementptr inbounds %struct.Both, %struct.Both* %3, i32 0, i32 0, i32 0
  %35 = getelementptr inbounds %struct.Both, %struct.Both* %3, i32 0, i32 0, i32 1
  store i32 0, i32* %35, align 4, !tbaa !17
  %36 = getelementptr inbounds %struct.Both, %struct.Both* %3, i32 0, i32 1, i32 0
  %37 = getelementptr inbounds %struct.Both, %struct.Both* %3, i32 0, i32 1, i32 1
  store i32 0, i32* %37, align 4, !tbaa !19
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %34, align 4, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %36, align 4, !tbaa !9
  %38 = getelementptr inbounds %struct.Both, %struct.Both* %3, i32 0, i32 1
  invoke fastcc void @_ZL10call_rightP5Right(%struct.Right* noundef nonnull %38)
          to label %50 unwind label %39

39:                                               ; preds = %32
  %40 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %41 = extractvalue { i8*, i32 } %40, 0
  %42 = extractvalue { i8*, i32 } %40, 1
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %84

45:                                               ; preds = %39
  %46 = call i8* @__cxa_begin_catch(i8* %41) #12
  %47 = bitcast i8* %46 to i32*
  %48 = load i32, i32* %47, align 4, !tbaa !16
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %48)
  call void @__cxa_end_catch() #12
  br label %50

50:                                               ; preds = %32, %45
  %51 = bitcast %struct.VDer* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %51) #12
  %52 = getelementptr inbounds %struct.VDer, %struct.VDer* %4, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i32 (...)**), i32 (...)*** %52, align 4, !tbaa !9
  %53 = getelementptr inbounds %struct.VDer, %struct.VDer* %4, i32 0, i32 0
  invoke fastcc void @_ZL6call_vP5VBase(%struct.VBase* noundef nonnull %53)
          to label %65 unwind label %54

54:                                               ; preds = %50
  %55 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %56 = extractvalue { i8*, i32 } %55, 0
  %57 = extractvalue { i8*, i32 } %55, 1
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %81

60:                                               ; preds = %54
  %61 = call i8* @__cxa_begin_catch(i8* %56) #12
  %62 = bitcast i8* %61 to i32*
  %63 = load i32, i32* %62, align 4, !tbaa !16
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i32 0, i32 0), i32 noundef %63)
  call void @__cxa_end_catch() #12
  br label %65

65:                                               ; preds = %60, %50
  %66 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i32 0, i32 0))
  %67 = call i8* @__cxa_allocate_exception(i32 4) #12
  %68 = bitcast i8* %67 to i32*
  store i32 44, i32* %68, align 8, !tbaa !16
  invoke void @__cxa_throw(i8* nonnull %67, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %69 unwind label %70

69:                                               ; preds = %65
  unreachable

70:                                               ; preds = %65
  %71 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %72 = extractvalue { i8*, i32 } %71, 0
  %73 = extractvalue { i8*, i32 } %71, 1
  %74 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %75 = icmp eq i32 %73, %74
  br i1 %75, label %76, label %81

76:                                               ; preds = %70
  %77 = call i8* @__cxa_begin_catch(i8* %72) #12
  %78 = bitcast i8* %77 to i32*
  %79 = load i32, i32* %78, align 4, !tbaa !16
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %79)
  call void @__cxa_end_catch() #12
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %51) #12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %33) #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #12
  ret i32 0

81:                                               ; preds = %70, %54
  %82 = phi i32 [ %57, %54 ], [ %73, %70 ]
  %83 = phi i8* [ %56, %54 ], [ %72, %70 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %51) #12
  br label %84

84:                                               ; preds = %81, %39
  %85 = phi i32 [ %82, %81 ], [ %42, %39 ]
  %86 = phi i8* [ %83, %81 ], [ %41, %39 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %33) #12
  br label %87

87:                                               ; preds = %84, %21, %17
  %88 = phi i32 [ %85, %84 ], [ %24, %21 ], [ %20, %17 ]
  %89 = phi i8* [ %86, %84 ], [ %23, %21 ], [ %19, %17 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #12
  %90 = insertvalue { i8*, i32 } undef, i8* %89, 0
  %91 = insertvalue { i8*, i32 } %90, i32 %88, 1
  resume { i8*, i32 } %91
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.Shape* %0 to i32 (%struct.Shape*)***
  %3 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %2, align 4, !tbaa !9
  %4 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %3, i32 2
  %5 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %4, align 4
  %6 = tail call noundef i32 %5(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0)
  ret i32 %6
}

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL10call_rightP5Right(%struct.Right* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.Right* %0 to i32 (%struct.Right*)***
  %3 = load i32 (%struct.Right*)**, i32 (%struct.Right*)*** %2, align 4, !tbaa !9
  %4 = getelementptr inbounds i32 (%struct.Right*)*, i32 (%struct.Right*)** %3, i32 2
  %5 = load i32 (%struct.Right*)*, i32 (%struct.Right*)** %4, align 4
  %6 = tail call noundef i32 %5(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0)
  ret void
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL6call_vP5VBase(%struct.VBase* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.VBase* %0 to i32 (%struct.VBase*)***
  %3 = load i32 (%struct.VBase*)**, i32 (%struct.VBase*)*** %2, align 4, !tbaa !9
  %4 = getelementptr inbounds i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %3, i32 2
  %5 = load i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %4, align 4
  %6 = tail call noundef i32 %5(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0)
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  ret %struct.VDer* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.Both* @_ZN4BothD2Ev(%struct.Both* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  ret %struct.Both* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  ret %struct.Shape* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = bitcast %struct.Square* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Square, %struct.Square* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !12
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !12
  store i32 %8, i32* %7, align 8, !tbaa !16
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable

9:                                                ; preds = %1
  %10 = mul nsw i32 %3, %3
  ret i32 %10
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN4BothD0Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = bitcast %struct.Both* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN4Left4leftEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 {
  ret i32 1
}

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @_ZN4Both5rightEv(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %3 = bitcast i8* %2 to i32*
  store i32 22, i32* %3, align 8, !tbaa !16
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.Both* @_ZThn8_N4BothD1Ev(%struct.Both* noundef %0) unnamed_addr #5 comdat align 2 {
  ret %struct.Both* undef
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZThn8_N4BothD0Ev(%struct.Both* noundef %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds %struct.Both, %struct.Both* %0, i32 -1, i32 1
  %3 = bitcast %struct.Right* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #14
  ret void
}

define linkonce_odr dso_local noundef i32 @_ZThn8_N4Both5rightEv(%struct.Both* noundef %0) unnamed_addr #10 comdat align 2 {
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %3 = bitcast i8* %2 to i32*
  store i32 22, i32* %3, align 8, !tbaa !16
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN4VDerD0Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = bitcast %struct.VDer* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @_ZN4VDer1vEv(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 {
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %3 = bitcast i8* %2 to i32*
  store i32 33, i32* %3, align 8, !tbaa !16
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #11

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !14, i64 4}
!13 = !{!"_ZTS6Square", !14, i64 4}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !11, i64 0}
!16 = !{!14, !14, i64 0}
!17 = !{!18, !14, i64 4}
!18 = !{!"_ZTS4Left", !14, i64 4}
!19 = !{!20, !14, i64 4}
!20 = !{!"_ZTS5Right", !14, i64 4}
