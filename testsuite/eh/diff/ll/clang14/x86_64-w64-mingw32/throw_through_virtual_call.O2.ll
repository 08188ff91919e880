; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Square = type <{ %struct.Shape, i32, [4 x i8] }>
%struct.Shape = type { i32 (...)** }
%struct.Both = type { %struct.Left.base, [4 x i8], %struct.Right.base, [4 x i8] }
%struct.Left.base = type <{ i32 (...)**, i32 }>
%struct.Right.base = type <{ i32 (...)**, i32 }>
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { i32 (...)** }
%struct.Right = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Left = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Breaks = type { %struct.Fragile }
%struct.Fragile = type { i32 (...)** }

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

$_ZN6BreaksD2Ev = comdat any

$_ZN6BreaksD0Ev = comdat any

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

$_ZTV6Breaks = comdat any

$_ZTS6Breaks = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

$_ZTI6Breaks = comdat any

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
@_ZTV6Breaks = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Breaks to i8*), i8* bitcast (void (%struct.Breaks*)* @_ZN6BreaksD2Ev to i8*), i8* bitcast (void (%struct.Breaks*)* @_ZN6BreaksD0Ev to i8*)] }, comdat, align 8
@_ZTS6Breaks = linkonce_odr dso_local constant [8 x i8] c"6Breaks\00", comdat, align 1
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 8
@_ZTI6Breaks = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Breaks, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*) }, comdat, align 8
@str = private unnamed_addr constant [15 x i8] c"~Breaks throws\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca %struct.Square, align 8
  %2 = alloca %struct.Square, align 8
  %3 = alloca %struct.Both, align 8
  %4 = alloca %struct.VDer, align 8
  %5 = bitcast %struct.Square* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #13
  %6 = getelementptr inbounds %struct.Square, %struct.Square* %1, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !4
  %7 = getelementptr inbounds %struct.Square, %struct.Square* %1, i64 0, i32 1
  store i32 3, i32* %7, align 8, !tbaa !7
  %8 = bitcast %struct.Square* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %8) #13
  %9 = getelementptr inbounds %struct.Square, %struct.Square* %2, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %9, align 8, !tbaa !4
  %10 = getelementptr inbounds %struct.Square, %struct.Square* %2, i64 0, i32 1
  store i32 -5, i32* %10, align 8, !tbaa !7
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
  br label %95

21:                                               ; preds = %13
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  %24 = extractvalue { i8*, i32 } %22, 1
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %95

27:                                               ; preds = %21
  %28 = call i8* @__cxa_begin_catch(i8* %23) #13
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 4, !tbaa !11
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %30)
  call void @__cxa_end_catch() #13
  br label %32

32:                                               ; preds = %13, %27
  %33 = bitcast %struct.Both* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %33) #13
  %34 = getelementptr inbounds %struct.Both, %struct.Both* %3, i64 0, i32 0, i32 0
  %35 = getelementptr inbounds %struct.Both, %struct.Both* %3, i64 0, i32 0, i32 1
  store i32 0, i32* %35, align 8, !tbaa !12
  %36 = getelementptr inbounds %struct.Both, %struct.Both* %3, i64 0, i32 2, i32 0
  %37 = getelementptr inbounds %struct.Both, %struct.Both* %3, i64 0, i32 2, i32 1
  store i32 0, i32* %37, align 8, !tbaa !14
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %34, align 8, !tbaa !4
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %36, align 8, !tbaa !4
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
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %92

46:                                               ; preds = %40
  %47 = call i8* @__cxa_begin_catch(i8* %42) #13
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 4, !tbaa !11
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %49)
  call void @__cxa_end_catch() #13
  br label %51

51:                                               ; preds = %32, %46
  %52 = bitcast %struct.VDer* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %52) #13
  %53 = getelementptr inbounds %struct.VDer, %struct.VDer* %4, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i64 0, inrange i32 0, i64 5) to i32 (...)**), i32 (...)*** %53, align 8, !tbaa !4
  %54 = getelementptr inbounds %struct.VDer, %struct.VDer* %4, i64 0, i32 0
  invoke fastcc void @_ZL6call_vP5VBase(%struct.VBase* noundef nonnull %54)
          to label %66 unwind label %55

55:                                               ; preds = %51
  %56 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %57 = extractvalue { i8*, i32 } %56, 0
  %58 = extractvalue { i8*, i32 } %56, 1
  %59 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %89

61:                                               ; preds = %55
  %62 = call i8* @__cxa_begin_catch(i8* %57) #13
  %63 = bitcast i8* %62 to i32*
  %64 = load i32, i32* %63, align 4, !tbaa !11
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i32 noundef %64)
  call void @__cxa_end_catch() #13
  br label %66

66:                                               ; preds = %51, %61
  %67 = invoke noalias noundef nonnull i8* @_Znwy(i64 noundef 8) #14
          to label %68 unwind label %80

68:                                               ; preds = %66
  %69 = bitcast i8* %67 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Breaks, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %69, align 8, !tbaa !4
  %70 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i64 0, i64 0))
  %71 = call i8* @__cxa_allocate_exception(i64 4) #13
  %72 = bitcast i8* %71 to i32*
  store i32 44, i32* %72, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %71, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #15
          to label %73 unwind label %74

73:                                               ; preds = %68
  unreachable

74:                                               ; preds = %68
  %75 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  call void @_ZdlPv(i8* noundef nonnull %67) #16
  %76 = extractvalue { i8*, i32 } %75, 0
  %77 = extractvalue { i8*, i32 } %75, 1
  %78 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %79 = icmp eq i32 %77, %78
  br i1 %79, label %84, label %89

80:                                               ; preds = %66
  %81 = landingpad { i8*, i32 }
          cleanup
  %82 = extractvalue { i8*, i32 } %81, 0
  %83 = extractvalue { i8*, i32 } %81, 1
  br label %89

84:                                               ; preds = %74
  %85 = call i8* @__cxa_begin_catch(i8* %76) #13
  %86 = bitcast i8* %85 to i32*
  %87 = load i32, i32* %86, align 4, !tbaa !11
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %87)
  call void @__cxa_end_catch() #13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %52) #13
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %33) #13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #13
  ret i32 0

89:                                               ; preds = %80, %74, %55
  %90 = phi i32 [ %58, %55 ], [ %77, %74 ], [ %83, %80 ]
  %91 = phi i8* [ %57, %55 ], [ %76, %74 ], [ %82, %80 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %52) #13
  br label %92

92:                                               ; preds = %89, %40
  %93 = phi i32 [ %90, %89 ], [ %43, %40 ]
  %94 = phi i8* [ %91, %89 ], [ %42, %40 ]
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %33) #13
  br label %95

95:                                               ; preds = %92, %21, %17
  %96 = phi i32 [ %93, %92 ], [ %24, %21 ], [ %20, %17 ]
  %97 = phi i8* [ %94, %92 ], [ %23, %21 ], [ %19, %17 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #13
  %98 = insertvalue { i8*, i32 } undef, i8* %97, 0
  %99 = insertvalue { i8*, i32 } %98, i32 %96, 1
  resume { i8*, i32 } %99
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.Shape* %0 to i32 (%struct.Shape*)***
  %3 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %2, align 8, !tbaa !4
  %4 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %3, i64 2
  %5 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %4, align 8
  %6 = tail call noundef i32 %5(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0)
  ret i32 %6
}

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL10call_rightP5Right(%struct.Right* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.Right* %0 to i32 (%struct.Right*)***
  %3 = load i32 (%struct.Right*)**, i32 (%struct.Right*)*** %2, align 8, !tbaa !4
  %4 = getelementptr inbounds i32 (%struct.Right*)*, i32 (%struct.Right*)** %3, i64 2
  %5 = load i32 (%struct.Right*)*, i32 (%struct.Right*)** %4, align 8
  %6 = tail call noundef i32 %5(%struct.Right* noundef nonnull align 8 dereferenceable(12) %0)
  ret void
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL6call_vP5VBase(%struct.VBase* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.VBase* %0 to i32 (%struct.VBase*)***
  %3 = load i32 (%struct.VBase*)**, i32 (%struct.VBase*)*** %2, align 8, !tbaa !4
  %4 = getelementptr inbounds i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %3, i64 2
  %5 = load i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %4, align 8
  %6 = tail call noundef i32 %5(%struct.VBase* noundef nonnull align 8 dereferenceable(8) %0)
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @_Znwy(i64 noundef) local_unnamed_addr #5

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = bitcast %struct.Square* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  %2 = getelementptr inbounds %struct.Square, %struct.Square* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !7
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = tail call i8* @__cxa_allocate_exception(i64 4) #13
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 8, !tbaa !7
  store i32 %8, i32* %7, align 16, !tbaa !11
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #15
  unreachable

9:                                                ; preds = %1
  %10 = mul nsw i32 %3, %3
  ret i32 %10
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(i8* noundef) local_unnamed_addr #9

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD0Ev(%struct.Both* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #6 comdat align 2 {
  %2 = bitcast %struct.Both* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Left4leftEv(%struct.Left* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 {
  ret i32 1
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Both5rightEv(%struct.Both* noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #8 comdat align 2 {
  %2 = tail call i8* @__cxa_allocate_exception(i64 4) #13
  %3 = bitcast i8* %2 to i32*
  store i32 22, i32* %3, align 16, !tbaa !11
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #15
  unreachable
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD1Ev(%struct.Both* noundef %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD0Ev(%struct.Both* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds %struct.Both, %struct.Both* %0, i64 -1, i32 2
  %3 = bitcast %struct.Right.base* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #16
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i32 @_ZThn16_N4Both5rightEv(%struct.Both* noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = tail call i8* @__cxa_allocate_exception(i64 4) #13
  %3 = bitcast i8* %2 to i32*
  store i32 22, i32* %3, align 16, !tbaa !11
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #15
  unreachable
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4VDerD0Ev(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = bitcast %struct.VDer* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN4VDer1vEv(%struct.VDer* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  %2 = tail call i8* @__cxa_allocate_exception(i64 4) #13
  %3 = bitcast i8* %2 to i32*
  store i32 33, i32* %3, align 16, !tbaa !11
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #15
  unreachable
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6BreaksD2Ev(%struct.Breaks* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #11 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = getelementptr inbounds %struct.Breaks, %struct.Breaks* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Breaks, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i64 0, i64 0))
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #13
  %5 = bitcast i8* %4 to i32*
  store i32 44, i32* %5, align 16, !tbaa !11
  tail call void @__cxa_throw(i8* nonnull %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #15
  unreachable
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN6BreaksD0Ev(%struct.Breaks* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #11 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = getelementptr inbounds %struct.Breaks, %struct.Breaks* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Breaks, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i64 0, i64 0))
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #13
  %5 = bitcast i8* %4 to i32*
  store i32 44, i32* %5, align 16, !tbaa !11
  invoke void @__cxa_throw(i8* nonnull %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #15
          to label %6 unwind label %7

6:                                                ; preds = %1
  unreachable

7:                                                ; preds = %1
  %8 = landingpad { i8*, i32 }
          cleanup
  %9 = bitcast %struct.Breaks* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %9) #16
  resume { i8*, i32 } %8
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { noreturn }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"vtable pointer", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !9, i64 8}
!8 = !{!"_ZTS6Square", !9, i64 8}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !6, i64 0}
!11 = !{!9, !9, i64 0}
!12 = !{!13, !9, i64 8}
!13 = !{!"_ZTS4Left", !9, i64 8}
!14 = !{!15, !9, i64 8}
!15 = !{!"_ZTS5Right", !9, i64 8}
