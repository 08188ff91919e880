; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@_ZTV6Square = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (%struct.Shape* (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (i32 (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Square = linkonce_odr hidden constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr hidden constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 4
@_ZTI6Square = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 4
@_ZTV4Both = linkonce_odr hidden unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI4Both to i8*), i8* bitcast (%struct.Both* (%struct.Both*)* @_ZN4BothD2Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZN4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZN4Left4leftEv to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZN4Both5rightEv to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI4Both to i8*), i8* bitcast (%struct.Both* (%struct.Both*)* @_ZThn8_N4BothD1Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZThn8_N4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZThn8_N4Both5rightEv to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS4Both = linkonce_odr hidden constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTS4Left = linkonce_odr hidden constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0) }, comdat, align 4
@_ZTS5Right = linkonce_odr hidden constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0) }, comdat, align 4
@_ZTI4Both = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Both, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Right to i8*), i32 2050 }, comdat, align 4
@_ZTV4VDer = linkonce_odr hidden unnamed_addr constant { [8 x i8*] } { [8 x i8*] [i8* null, i8* null, i8* null, i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4VDer to i8*), i8* bitcast (%struct.VDer* (%struct.VDer*)* @_ZN4VDerD1Ev to i8*), i8* bitcast (void (%struct.VDer*)* @_ZN4VDerD0Ev to i8*), i8* bitcast (i32 (%struct.VDer*)* @_ZN4VDer1vEv to i8*)] }, comdat, align 4
@_ZTS4VDer = linkonce_odr hidden constant [6 x i8] c"4VDer\00", comdat, align 1
@_ZTS5VBase = linkonce_odr hidden constant [7 x i8] c"5VBase\00", comdat, align 1
@_ZTI5VBase = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5VBase, i32 0, i32 0) }, comdat, align 4
@_ZTI4VDer = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4VDer, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI5VBase to i8*), i32 -5117 }, comdat, align 4
@str = private unnamed_addr constant [15 x i8] c"~Breaks throws\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Square, align 4
  %2 = alloca %struct.Square, align 4
  %3 = alloca %struct.Both, align 4
  %4 = alloca %struct.VDer, align 4
  %5 = bitcast %struct.Square* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #4
  %6 = getelementptr inbounds %struct.Square, %struct.Square* %1, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !2
  %7 = getelementptr inbounds %struct.Square, %struct.Square* %1, i32 0, i32 1
  store i32 3, i32* %7, align 4, !tbaa !5
  %8 = bitcast %struct.Square* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #4
  %9 = getelementptr inbounds %struct.Square, %struct.Square* %2, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 4, !tbaa !2
  %10 = getelementptr inbounds %struct.Square, %struct.Square* %2, i32 0, i32 1
  store i32 -5, i32* %10, align 4, !tbaa !5
  %11 = getelementptr inbounds %struct.Square, %struct.Square* %1, i32 0, i32 0
  %12 = call fastcc noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef nonnull %11)
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %12)
  %14 = getelementptr inbounds %struct.Square, %struct.Square* %2, i32 0, i32 0
  %15 = invoke fastcc noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef nonnull %14)
          to label %30 unwind label %16

16:                                               ; preds = %0
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [i8* bitcast (i8** @_ZTIi to i8*)]
  %20 = call i8* @llvm.wasm.get.exception(token %19)
  %21 = call i32 @llvm.wasm.get.ehselector(token %19)
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %29

24:                                               ; preds = %18
  %25 = call i8* @__cxa_begin_catch(i8* %20) #4 [ "funclet"(token %19) ]
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4, !tbaa !9
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %27) [ "funclet"(token %19) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %19) ]
  catchret from %19 to label %30

29:                                               ; preds = %18
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %19) ]
  unreachable

30:                                               ; preds = %0, %24
  %31 = bitcast %struct.Both* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %31) #4
  %32 = getelementptr inbounds %struct.Both, %struct.Both* %3, i32 0, i32 0, i32 0
  %33 = getelementptr inbounds %struct.Both, %struct.Both* %3, i32 0, i32 0, i32 1
  store i32 0, i32* %33, align 4, !tbaa !10
  %34 = getelementptr inbounds %struct.Both, %struct.Both* %3, i32 0, i32 1, i32 0
  %35 = getelementptr inbounds %struct.Both, %struct.Both* %3, i32 0, i32 1, i32 1
  store i32 0, i32* %35, align 4, !tbaa !12
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %32, align 4, !tbaa !2
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %34, align 4, !tbaa !2
  %36 = getelementptr inbounds %struct.Both, %struct.Both* %3, i32 0, i32 1
  invoke fastcc void @_ZL10call_rightP5Right(%struct.Right* noundef nonnull %36)
          to label %51 unwind label %37

37:                                               ; preds = %30
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [i8* bitcast (i8** @_ZTIi to i8*)]
  %41 = call i8* @llvm.wasm.get.exception(token %40)
  %42 = call i32 @llvm.wasm.get.ehselector(token %40)
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %50

45:                                               ; preds = %39
  %46 = call i8* @__cxa_begin_catch(i8* %41) #4 [ "funclet"(token %40) ]
  %47 = bitcast i8* %46 to i32*
  %48 = load i32, i32* %47, align 4, !tbaa !9
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %48) [ "funclet"(token %40) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %40) ]
  catchret from %40 to label %51

50:                                               ; preds = %39
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %40) ]
  unreachable

51:                                               ; preds = %30, %45
  %52 = bitcast %struct.VDer* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %52) #4
  %53 = getelementptr inbounds %struct.VDer, %struct.VDer* %4, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i32 (...)**), i32 (...)*** %53, align 4, !tbaa !2
  %54 = getelementptr inbounds %struct.VDer, %struct.VDer* %4, i32 0, i32 0
  invoke fastcc void @_ZL6call_vP5VBase(%struct.VBase* noundef nonnull %54)
          to label %69 unwind label %55

55:                                               ; preds = %51
  %56 = catchswitch within none [label %57] unwind to caller

57:                                               ; preds = %55
  %58 = catchpad within %56 [i8* bitcast (i8** @_ZTIi to i8*)]
  %59 = call i8* @llvm.wasm.get.exception(token %58)
  %60 = call i32 @llvm.wasm.get.ehselector(token %58)
  %61 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %62 = icmp eq i32 %60, %61
  br i1 %62, label %63, label %68

63:                                               ; preds = %57
  %64 = call i8* @__cxa_begin_catch(i8* %59) #4 [ "funclet"(token %58) ]
  %65 = bitcast i8* %64 to i32*
  %66 = load i32, i32* %65, align 4, !tbaa !9
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i32 0, i32 0), i32 noundef %66) [ "funclet"(token %58) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %58) ]
  catchret from %58 to label %69

68:                                               ; preds = %57
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %58) ]
  unreachable

69:                                               ; preds = %51, %63
  %70 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i32 0, i32 0))
  %71 = call i8* @__cxa_allocate_exception(i32 4) #4
  %72 = bitcast i8* %71 to i32*
  store i32 44, i32* %72, align 16, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %71, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %73 unwind label %74

73:                                               ; preds = %69
  unreachable

74:                                               ; preds = %69
  %75 = catchswitch within none [label %76] unwind to caller

76:                                               ; preds = %74
  %77 = catchpad within %75 [i8* bitcast (i8** @_ZTIi to i8*)]
  %78 = call i8* @llvm.wasm.get.exception(token %77)
  %79 = call i32 @llvm.wasm.get.ehselector(token %77)
  %80 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %81 = icmp eq i32 %79, %80
  br i1 %81, label %82, label %87

82:                                               ; preds = %76
  %83 = call i8* @__cxa_begin_catch(i8* %78) #4 [ "funclet"(token %77) ]
  %84 = bitcast i8* %83 to i32*
  %85 = load i32, i32* %84, align 4, !tbaa !9
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %85) [ "funclet"(token %77) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %77) ]
  catchret from %77 to label %88

87:                                               ; preds = %76
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %77) ]
  unreachable

88:                                               ; preds = %82
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %52) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %31) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #4
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.Shape* %0 to i32 (%struct.Shape*)***
  %3 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %2, align 4, !tbaa !2
  %4 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %3, i32 2
  %5 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %4, align 4
  %6 = tail call noundef i32 %5(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0)
  ret i32 %6
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL10call_rightP5Right(%struct.Right* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.Right* %0 to i32 (%struct.Right*)***
  %3 = load i32 (%struct.Right*)**, i32 (%struct.Right*)*** %2, align 4, !tbaa !2
  %4 = getelementptr inbounds i32 (%struct.Right*)*, i32 (%struct.Right*)** %3, i32 2
  %5 = load i32 (%struct.Right*)*, i32 (%struct.Right*)** %4, align 4
  %6 = tail call noundef i32 %5(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0)
  ret void
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL6call_vP5VBase(%struct.VBase* noundef %0) unnamed_addr #3 {
  %2 = bitcast %struct.VBase* %0 to i32 (%struct.VBase*)***
  %3 = load i32 (%struct.VBase*)**, i32 (%struct.VBase*)*** %2, align 4, !tbaa !2
  %4 = getelementptr inbounds i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %3, i32 2
  %5 = load i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %4, align 4
  %6 = tail call noundef i32 %5(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0)
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat {
  ret %struct.VDer* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef %struct.Both* @_ZN4BothD2Ev(%struct.Both* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #7 comdat {
  ret %struct.Both* %0
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat {
  ret %struct.Shape* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = bitcast %struct.Square* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat {
  %2 = getelementptr inbounds %struct.Square, %struct.Square* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !5
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4, !tbaa !5
  store i32 %8, i32* %7, align 16, !tbaa !9
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

9:                                                ; preds = %1
  %10 = mul nsw i32 %3, %3
  ret i32 %10
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #10

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN4BothD0Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #7 comdat {
  %2 = bitcast %struct.Both* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZN4Left4leftEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #11 comdat {
  ret i32 1
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZN4Both5rightEv(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #9 comdat {
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %3 = bitcast i8* %2 to i32*
  store i32 22, i32* %3, align 16, !tbaa !9
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden noundef %struct.Both* @_ZThn8_N4BothD1Ev(%struct.Both* noundef %0) unnamed_addr #7 comdat {
  %2 = getelementptr inbounds %struct.Both, %struct.Both* %0, i32 -1, i32 1
  %3 = bitcast %struct.Right* %2 to %struct.Both*
  ret %struct.Both* %3
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZThn8_N4BothD0Ev(%struct.Both* noundef %0) unnamed_addr #7 comdat {
  %2 = getelementptr inbounds %struct.Both, %struct.Both* %0, i32 -1, i32 1
  %3 = bitcast %struct.Right* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #14
  ret void
}

define linkonce_odr hidden noundef i32 @_ZThn8_N4Both5rightEv(%struct.Both* noundef %0) unnamed_addr #12 comdat {
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %3 = bitcast i8* %2 to i32*
  store i32 22, i32* %3, align 16, !tbaa !9
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN4VDerD0Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat {
  %2 = bitcast %struct.VDer* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef i32 @_ZN4VDer1vEv(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 comdat {
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %3 = bitcast i8* %2 to i32*
  store i32 33, i32* %3, align 16, !tbaa !9
  tail call void @__cxa_throw(i8* %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #13

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { mustprogress "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #12 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #13 = { nofree nounwind }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTS6Square", !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !7, i64 4}
!11 = !{!"_ZTS4Left", !7, i64 4}
!12 = !{!13, !7, i64 4}
!13 = !{!"_ZTS5Right", !7, i64 4}
