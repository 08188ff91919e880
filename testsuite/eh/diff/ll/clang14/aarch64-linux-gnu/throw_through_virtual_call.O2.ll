; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Square = type <{ %struct.Shape, i32, [4 x i8] }>
%struct.Shape = type { i32 (...)** }
%struct.Both = type { %struct.Left.base, [4 x i8], %struct.Right.base, [4 x i8] }
%struct.Left.base = type <{ i32 (...)**, i32 }>
%struct.Right.base = type <{ i32 (...)**, i32 }>
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { i32 (...)** }
%struct.Right = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Left = type <{ i32 (...)**, i32, [4 x i8] }>

$_ZN4VDerD1Ev = comdat any

$_ZN4BothD2Ev = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN4BothD0Ev = comdat any

$_ZN4Left4leftEv = comdat any

$_ZN4Both5rightEv = comdat any

$_ZThn16_N4BothD1Ev = comdat any

$_ZThn16_N4BothD0Ev = comdat any

$_ZThn16_N4Both5rightEv = comdat any

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
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (i32 (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV4Both = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI4Both to i8*), i8* bitcast (void (%struct.Both*)* @_ZN4BothD2Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZN4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZN4Left4leftEv to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZN4Both5rightEv to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI4Both to i8*), i8* bitcast (void (%struct.Both*)* @_ZThn16_N4BothD1Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZThn16_N4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZThn16_N4Both5rightEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS4Both = linkonce_odr dso_local constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0) }, comdat, align 8
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0) }, comdat, align 8
@_ZTI4Both = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Both, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI4Left to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Right to i8*), i64 4098 }, comdat, align 8
@_ZTV4VDer = linkonce_odr dso_local unnamed_addr constant { [8 x i8*] } { [8 x i8*] [i8* null, i8* null, i8* null, i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4VDer to i8*), i8* bitcast (void (%struct.VDer*)* @_ZN4VDerD1Ev to i8*), i8* bitcast (void (%struct.VDer*)* @_ZN4VDerD0Ev to i8*), i8* bitcast (i32 (%struct.VDer*)* @_ZN4VDer1vEv to i8*)] }, comdat, align 8
@_ZTS4VDer = linkonce_odr dso_local constant [6 x i8] c"4VDer\00", comdat, align 1
@_ZTS5VBase = linkonce_odr dso_local constant [7 x i8] c"5VBase\00", comdat, align 1
@_ZTI5VBase = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5VBase, i32 0, i32 0) }, comdat, align 8
@_ZTI4VDer = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4VDer, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI5VBase to i8*), i64 -10237 }, comdat, align 8
@str = private unnamed_addr constant [15 x i8] c"~Breaks throws\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Square, align 8
  %2 = alloca %struct.Square, align 8
  %3 = alloca %struct.Both, align 8
  %4 = alloca %struct.VDer, align 8
  %5 = bitcast %struct.Square* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #12
  %6 = getelementptr inbounds %struct.Square, %struct.Square* %1, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !10
  %7 = getelementptr inbounds %struct.Square, %struct.Square* %1, i64 0, i32 1
  store i32 3, i32* %7, align 8, !tbaa !13
  %8 = bitcast %struct.Square* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %8) #12
  %9 = getelementptr inbounds %struct.Square, %struct.Square* %2, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %9, align 8, !tbaa !10
  %10 = getelementptr inbounds %struct.Square, %struct.Square* %2, i64 0, i32 1
  store i32 -5, i32* %10, align 8, !tbaa !13
  %11 = getelementptr inbounds %struct.Square, %struct.Square* %1, i64 0, i32 0
  %12 = invoke fastcc noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef nonnull %11)
          to label %13 unwind label %17

13:                                               ; preds = %0
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %12)
  %15 = getelementptr inbounds %struct.Square, %struct.Square* %2, i64 0, i32 0
  %16 = invoke fastcc noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef nonnull %15)
          to label %32 unwind label %21

17:                                               ; preds = %0
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  %20 = extractvalue { i8*, i32 } %18, 1
  br label %88

21:                                               ; preds = %13
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  %24 = extractvalue { i8*, i32 } %22, 1
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %88

27:                                               ; preds = %21
  %28 = call i8* @__cxa_begin_catch(i8* %23) #12
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 4, !tbaa !17
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %30)
  call void @__cxa_end_catch() #12
  br label %32

32:                                               ; preds = %13, %27
  %33 = bitcast %struct.Both* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %33) #12
  %34 = getelementptr inbounds %struct.Both, %struct.Both* %3, i64 0, i32 0, i32 0
  %35 = getelementptr inbounds %struct.Both, %struct.Both* %3, i64 0, i32 0, i32 1
  store i32 0, i32* %35, align 8, !tbaa !18
  %36 = getelementptr inbounds %struct.Both, %struct.Both* %3, i64 0, i32 2, i32 0
  %37 = getelementptr inbounds %struct.Both, %struct.Both* %3, i64 0, i32 2, i32 1
  store i32 0, i32* %37, align 8, !tbaa !20
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %34, align 8, !tbaa !10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %36, align 8, !tbaa !10
  %38 = getelementptr inbounds %struct.Both, %struct.Both* %3, i64 0, i32 2
  %39 = bitcast %struct.Right.base* %38 to %struct.Right*
  invoke fastcc void @_ZL10call_rightP5Right(%struct.Right* noundef nonnull %39)
          to label %51 unwind label %40

40:                                               ; preds = %32
  %41 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %42 = extractvalue { i8*, i32 } %41, 0
  %43 = extractvalue { i8*, i32 } %41, 1
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %85

46:                                               ; preds = %40
  %47 = call i8* @__cxa_begin_catch(i8* %42) #12
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 4, !tbaa !17
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %49)
  call void @__cxa_end_catch() #12
  br label %51

51:                                               ; preds = %32, %46
  %52 = bitcast %struct.VDer* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %52) #12
  %53 = getelementptr inbounds %struct.VDer, %struct.VDer* %4, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i64 0, inrange i32 0, i64 5) to i32 (...)**), i32 (...)*** %53, align 8, !tbaa !10
  %54 = getelementptr inbounds %struct.VDer, %struct.VDer* %4, i64 0, i32 0
  invoke fastcc void @_ZL6call_vP5VBase(%struct.VBase* noundef nonnull %54)
          to label %66 unwind label %55

55:                                               ; preds = %51
  %56 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %57 = extractvalue { i8*, i32 } %56, 0
  %58 = extractvalue { i8*, i32 } %56, 1
  %59 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %82

61:                                               ; preds = %55
  %62 = call i8* @__cxa_begin_catch(i8* %57) #12
  %63 = bitcast i8* %62 to i32*
  %64 = load i32, i32* %63, align 4, !tbaa !17
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i32 noundef %64)
  call void @__cxa_end_catch() #12
  br label %66

66:                                               ; preds = %61, %51
  %67 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i64 0, i64 0))
  %68 = call i8* @__cxa_allocate_exception(i64 4) #12
  %69 = bitcast i8* %68 to i32*
  store i32 44, i32* %69, align 16, !tbaa !17
  invoke void @__cxa_throw(i8* nonnull %68, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %70 unwind label %71

70:                                               ; preds = %66
  unreachable

71:                                               ; preds = %66
  %72 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %73 = extractvalue { i8*, i32 } %72, 0
  %74 = extractvalue { i8*, i32 } %72, 1
  %75 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #12
  %76 = icmp eq i32 %74, %75
  br i1 %76, label %77, label %82

77:                                               ; preds = %71
  %78 = call i8* @__cxa_begin_catch(i8* %73) #12
  %79 = bitcast i8* %78 to i32*
  %80 = load i32, i32* %79, align 4, !tbaa !17
  %81 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %80)
  call void @__cxa_end_catch() #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %52) #12
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %33) #12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #12
  ret i32 0

82:                                               ; preds = %71, %55
  %83 = phi i32 [ %58, %55 ], [ %74, %71 ]
  %84 = phi i8* [ %57, %55 ], [ %73, %71 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %52) #12
  br label %85

85:                                               ; preds = %82, %40
  %86 = phi i32 [ %83, %82 ], [ %43, %40 ]
  %87 = phi i8* [ %84, %82 ], [ %42, %40 ]
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %33) #12
  br label %88

88:                                               ; preds = %85, %21, %17
  %89 = phi i32 [ %86, %85 ], [ %24, %21 ], [ %20, %17 ]
  %90 = phi i8* [ %87, %85 ], [ %23, %21 ], [ %19, %17 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #12
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #12
  %91 = insertvalue { i8*, i32 } undef, i8* %90, 0
  %92 = insertvalue { i8*, i32 } %91, i32 %89, 1
  resume { i8*, i32 } %92
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.Shape* %0 to i32 (%struct.Shape*)***
  %3 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %2, align 8, !tbaa !10
  %4 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %3, i64 2
  %5 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %4, align 8
  %6 = tail call noundef i32 %5(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0)
  ret i32 %6
}

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL10call_rightP5Right(%struct.Right* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.Right* %0 to i32 (%struct.Right*)***
  %3 = load i32 (%struct.Right*)**, i32 (%struct.Right*)*** %2, align 8, !tbaa !10
  %4 = getelementptr inbounds i32 (%struct.Right*)*, i32 (%struct.Right*)** %3, i64 2
  %5 = load i32 (%struct.Right*)*, i32 (%struct.Right*)** %4, align 8
  %6 = tail call noundef i32 %5(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0)
  ret void
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL6call_vP5VBase(%struct.VBase* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.VBase* %0 to i32 (%struct.VBase*)***
  %3 = load i32 (%struct.VBase*)**, i32 (%struct.VBase*)*** %2, align 8, !tbaa !10
  %4 = getelementptr inbounds i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %3, i64 2
  %5 = load i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %4, align 8
  %6 = tail call noundef i32 %5(%struct.VBase* noundef nonnull align 8 dereferenceable(8) %0)
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  %2 = bitcast %struct.Square* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Square, %struct.Square* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !13
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 8, !tbaa !13
  store i32 %8, i32* %7, align 16, !tbaa !17
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable

9:                                                ; preds = %1
  %10 = mul nsw i32 %3, %3
  ret i32 %10
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD0Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat align 2 {
  %2 = bitcast %struct.Both* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Left4leftEv(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #9 comdat align 2 {
  ret i32 1
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Both5rightEv(%struct.Both* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat align 2 {
  %2 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %3 = bitcast i8* %2 to i32*
  store i32 22, i32* %3, align 16, !tbaa !17
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD1Ev(%struct.Both* noundef %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD0Ev(%struct.Both* noundef %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds %struct.Both, %struct.Both* %0, i64 -1, i32 2
  %3 = bitcast %struct.Right.base* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #14
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZThn16_N4Both5rightEv(%struct.Both* noundef %0) unnamed_addr #10 comdat align 2 {
  %2 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %3 = bitcast i8* %2 to i32*
  store i32 22, i32* %3, align 16, !tbaa !17
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4VDerD0Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = bitcast %struct.VDer* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4VDer1vEv(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  %2 = tail call i8* @__cxa_allocate_exception(i64 4) #12
  %3 = bitcast i8* %2 to i32*
  store i32 33, i32* %3, align 16, !tbaa !17
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #11

attributes #0 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { mustprogress noinline norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { mustprogress uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #9 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #10 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !15, i64 8}
!14 = !{!"_ZTS6Square", !15, i64 8}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !12, i64 0}
!17 = !{!15, !15, i64 0}
!18 = !{!19, !15, i64 8}
!19 = !{!"_ZTS4Left", !15, i64 8}
!20 = !{!21, !15, i64 8}
!21 = !{!"_ZTS5Right", !15, i64 8}
