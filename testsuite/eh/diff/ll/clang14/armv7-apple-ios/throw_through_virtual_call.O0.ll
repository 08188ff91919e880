; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Square = type { %struct.Shape, i32 }
%struct.Shape = type { i32 (...)** }
%struct.Both = type { %struct.Left, %struct.Right }
%struct.Left = type { i32 (...)**, i32 }
%struct.Right = type { i32 (...)**, i32 }
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { i32 (...)** }
%struct.Fragile = type { i32 (...)** }
%struct.Breaks = type { %struct.Fragile }

@.str = private unnamed_addr constant [9 x i8] c"area %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [15 x i8] c"area threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"thunk threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"virtual-base thunk threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"delete threw %d\0A\00", align 1
@_ZTV6Square = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (%struct.Square* (%struct.Square*)* @_ZN6SquareD1Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (i32 (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Square = linkonce_odr constant [8 x i8] c"6Square\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr constant [7 x i8] c"5Shape\00", align 1
@_ZTI5Shape = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, align 4
@_ZTI6Square = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, align 4
@_ZTV5Shape = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (%struct.Shape* (%struct.Shape*)* @_ZN5ShapeD1Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*)] }, align 4
@_ZTV4Both = linkonce_odr unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI4Both to i8*), i8* bitcast (%struct.Both* (%struct.Both*)* @_ZN4BothD1Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZN4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZN4Left4leftEv to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZN4Both5rightEv to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI4Both to i8*), i8* bitcast (%struct.Both* (%struct.Both*)* @_ZThn8_N4BothD1Ev to i8*), i8* bitcast (void (%struct.Both*)* @_ZThn8_N4BothD0Ev to i8*), i8* bitcast (i32 (%struct.Both*)* @_ZThn8_N4Both5rightEv to i8*)] }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS4Both = linkonce_odr constant [6 x i8] c"4Both\00", align 1
@_ZTS4Left = linkonce_odr constant [6 x i8] c"4Left\00", align 1
@_ZTI4Left = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Left, i32 0, i32 0) }, align 4
@_ZTS5Right = linkonce_odr constant [7 x i8] c"5Right\00", align 1
@_ZTI5Right = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Right, i32 0, i32 0) }, align 4
@_ZTI4Both = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Both, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI4Left to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI5Right to i8*), i32 2050 }, align 4
@_ZTV4Left = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Left to i8*), i8* bitcast (%struct.Left* (%struct.Left*)* @_ZN4LeftD1Ev to i8*), i8* bitcast (void (%struct.Left*)* @_ZN4LeftD0Ev to i8*), i8* bitcast (i32 (%struct.Left*)* @_ZN4Left4leftEv to i8*)] }, align 4
@_ZTV5Right = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Right to i8*), i8* bitcast (%struct.Right* (%struct.Right*)* @_ZN5RightD1Ev to i8*), i8* bitcast (void (%struct.Right*)* @_ZN5RightD0Ev to i8*), i8* bitcast (i32 (%struct.Right*)* @_ZN5Right5rightEv to i8*)] }, align 4
@_ZTV4VDer = linkonce_odr unnamed_addr constant { [8 x i8*] } { [8 x i8*] [i8* null, i8* null, i8* null, i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4VDer to i8*), i8* bitcast (%struct.VDer* (%struct.VDer*)* @_ZN4VDerD1Ev to i8*), i8* bitcast (void (%struct.VDer*)* @_ZN4VDerD0Ev to i8*), i8* bitcast (i32 (%struct.VDer*)* @_ZN4VDer1vEv to i8*)] }, align 4
@_ZTT4VDer = linkonce_odr unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i8*)], align 4
@_ZTS4VDer = linkonce_odr constant [6 x i8] c"4VDer\00", align 1
@_ZTS5VBase = linkonce_odr constant [7 x i8] c"5VBase\00", align 1
@_ZTI5VBase = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5VBase, i32 0, i32 0) }, align 4
@_ZTI4VDer = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4VDer, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI5VBase to i8*), i32 -5117 }, align 4
@_ZTV5VBase = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5VBase to i8*), i8* bitcast (%struct.VBase* (%struct.VBase*)* @_ZN5VBaseD1Ev to i8*), i8* bitcast (void (%struct.VBase*)* @_ZN5VBaseD0Ev to i8*), i8* bitcast (i32 (%struct.VBase*)* @_ZN5VBase1vEv to i8*)] }, align 4
@_ZTV6Breaks = linkonce_odr unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Breaks to i8*), i8* bitcast (%struct.Breaks* (%struct.Breaks*)* @_ZN6BreaksD1Ev to i8*), i8* bitcast (void (%struct.Breaks*)* @_ZN6BreaksD0Ev to i8*)] }, align 4
@_ZTS6Breaks = linkonce_odr constant [8 x i8] c"6Breaks\00", align 1
@_ZTS7Fragile = linkonce_odr constant [9 x i8] c"7Fragile\00", align 1
@_ZTI7Fragile = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, align 4
@_ZTI6Breaks = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Breaks, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*) }, align 4
@_ZTV7Fragile = linkonce_odr unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD1Ev to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD0Ev to i8*)] }, align 4
@.str.5 = private unnamed_addr constant [16 x i8] c"~Breaks throws\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Square, align 4
  %3 = alloca %struct.Square, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Both, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.VDer, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Fragile*, align 4
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %13 = call noundef %struct.Square* @_ZN6SquareC1Ei(%struct.Square* noundef nonnull align 4 dereferenceable(8) %2, i32 noundef 3)
  %14 = invoke noundef %struct.Square* @_ZN6SquareC1Ei(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3, i32 noundef -5)
          to label %15 unwind label %24

15:                                               ; preds = %0
  %16 = bitcast %struct.Square* %2 to %struct.Shape*
  %17 = invoke noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %16)
          to label %18 unwind label %28

18:                                               ; preds = %15
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %17)
          to label %20 unwind label %28

20:                                               ; preds = %18
  %21 = bitcast %struct.Square* %3 to %struct.Shape*
  %22 = invoke noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %21)
          to label %23 unwind label %32

23:                                               ; preds = %20
  br label %48

24:                                               ; preds = %0
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %4, align 4
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %5, align 4
  br label %170

28:                                               ; preds = %18, %15
  %29 = landingpad { i8*, i32 }
          cleanup
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %4, align 4
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %5, align 4
  br label %168

32:                                               ; preds = %20
  %33 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %4, align 4
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %5, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, i32* %5, align 4
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %168

40:                                               ; preds = %36
  %41 = load i8*, i8** %4, align 4
  %42 = call i8* @__cxa_begin_catch(i8* %41) #10
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 4
  store i32 %44, i32* %6, align 4
  %45 = load i32, i32* %6, align 4
  %46 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %45)
          to label %47 unwind label %59

47:                                               ; preds = %40
  call void @__cxa_end_catch() #10
  br label %48

48:                                               ; preds = %47, %23
  %49 = call noundef %struct.Both* @_ZN4BothC1Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %7) #10
  %50 = icmp eq %struct.Both* %7, null
  br i1 %50, label %55, label %51

51:                                               ; preds = %48
  %52 = bitcast %struct.Both* %7 to i8*
  %53 = getelementptr inbounds i8, i8* %52, i32 8
  %54 = bitcast i8* %53 to %struct.Right*
  br label %55

55:                                               ; preds = %51, %48
  %56 = phi %struct.Right* [ %54, %51 ], [ null, %48 ]
  %57 = invoke noundef i32 @_ZL10call_rightP5Right(%struct.Right* noundef %56)
          to label %58 unwind label %63

58:                                               ; preds = %55
  br label %79

59:                                               ; preds = %40
  %60 = landingpad { i8*, i32 }
          cleanup
  %61 = extractvalue { i8*, i32 } %60, 0
  store i8* %61, i8** %4, align 4
  %62 = extractvalue { i8*, i32 } %60, 1
  store i32 %62, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %168

63:                                               ; preds = %55
  %64 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %65 = extractvalue { i8*, i32 } %64, 0
  store i8* %65, i8** %4, align 4
  %66 = extractvalue { i8*, i32 } %64, 1
  store i32 %66, i32* %5, align 4
  br label %67

67:                                               ; preds = %63
  %68 = load i32, i32* %5, align 4
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %166

71:                                               ; preds = %67
  %72 = load i8*, i8** %4, align 4
  %73 = call i8* @__cxa_begin_catch(i8* %72) #10
  %74 = bitcast i8* %73 to i32*
  %75 = load i32, i32* %74, align 4
  store i32 %75, i32* %8, align 4
  %76 = load i32, i32* %8, align 4
  %77 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %76)
          to label %78 unwind label %95

78:                                               ; preds = %71
  call void @__cxa_end_catch() #10
  br label %79

79:                                               ; preds = %78, %58
  %80 = call noundef %struct.VDer* @_ZN4VDerC1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %9) #10
  %81 = icmp eq %struct.VDer* %9, null
  br i1 %81, label %91, label %82

82:                                               ; preds = %79
  %83 = bitcast %struct.VDer* %9 to i8**
  %84 = load i8*, i8** %83, align 4
  %85 = getelementptr i8, i8* %84, i64 -20
  %86 = bitcast i8* %85 to i32*
  %87 = load i32, i32* %86, align 4
  %88 = bitcast %struct.VDer* %9 to i8*
  %89 = getelementptr inbounds i8, i8* %88, i32 %87
  %90 = bitcast i8* %89 to %struct.VBase*
  br label %91

91:                                               ; preds = %82, %79
  %92 = phi %struct.VBase* [ %90, %82 ], [ null, %79 ]
  %93 = invoke noundef i32 @_ZL6call_vP5VBase(%struct.VBase* noundef %92)
          to label %94 unwind label %99

94:                                               ; preds = %91
  br label %115

95:                                               ; preds = %71
  %96 = landingpad { i8*, i32 }
          cleanup
  %97 = extractvalue { i8*, i32 } %96, 0
  store i8* %97, i8** %4, align 4
  %98 = extractvalue { i8*, i32 } %96, 1
  store i32 %98, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %166

99:                                               ; preds = %91
  %100 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %101 = extractvalue { i8*, i32 } %100, 0
  store i8* %101, i8** %4, align 4
  %102 = extractvalue { i8*, i32 } %100, 1
  store i32 %102, i32* %5, align 4
  br label %103

103:                                              ; preds = %99
  %104 = load i32, i32* %5, align 4
  %105 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %106 = icmp eq i32 %104, %105
  br i1 %106, label %107, label %164

107:                                              ; preds = %103
  %108 = load i8*, i8** %4, align 4
  %109 = call i8* @__cxa_begin_catch(i8* %108) #10
  %110 = bitcast i8* %109 to i32*
  %111 = load i32, i32* %110, align 4
  store i32 %111, i32* %10, align 4
  %112 = load i32, i32* %10, align 4
  %113 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i32 0, i32 0), i32 noundef %112)
          to label %114 unwind label %130

114:                                              ; preds = %107
  call void @__cxa_end_catch() #10
  br label %115

115:                                              ; preds = %114, %94
  %116 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 4) #11
          to label %117 unwind label %134

117:                                              ; preds = %115
  %118 = bitcast i8* %116 to %struct.Breaks*
  %119 = call noundef %struct.Breaks* @_ZN6BreaksC1Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %118) #10
  %120 = bitcast %struct.Breaks* %118 to %struct.Fragile*
  store %struct.Fragile* %120, %struct.Fragile** %11, align 4
  %121 = load %struct.Fragile*, %struct.Fragile** %11, align 4
  %122 = icmp eq %struct.Fragile* %121, null
  br i1 %122, label %129, label %123

123:                                              ; preds = %117
  %124 = bitcast %struct.Fragile* %121 to void (%struct.Fragile*)***
  %125 = load void (%struct.Fragile*)**, void (%struct.Fragile*)*** %124, align 4
  %126 = getelementptr inbounds void (%struct.Fragile*)*, void (%struct.Fragile*)** %125, i64 1
  %127 = load void (%struct.Fragile*)*, void (%struct.Fragile*)** %126, align 4
  invoke void %127(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %121)
          to label %128 unwind label %138

128:                                              ; preds = %123
  br label %129

129:                                              ; preds = %128, %117
  br label %154

130:                                              ; preds = %107
  %131 = landingpad { i8*, i32 }
          cleanup
  %132 = extractvalue { i8*, i32 } %131, 0
  store i8* %132, i8** %4, align 4
  %133 = extractvalue { i8*, i32 } %131, 1
  store i32 %133, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %164

134:                                              ; preds = %115
  %135 = landingpad { i8*, i32 }
          cleanup
  %136 = extractvalue { i8*, i32 } %135, 0
  store i8* %136, i8** %4, align 4
  %137 = extractvalue { i8*, i32 } %135, 1
  store i32 %137, i32* %5, align 4
  br label %164

138:                                              ; preds = %123
  %139 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %140 = extractvalue { i8*, i32 } %139, 0
  store i8* %140, i8** %4, align 4
  %141 = extractvalue { i8*, i32 } %139, 1
  store i32 %141, i32* %5, align 4
  br label %142

142:                                              ; preds = %138
  %143 = load i32, i32* %5, align 4
  %144 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %145 = icmp eq i32 %143, %144
  br i1 %145, label %146, label %164

146:                                              ; preds = %142
  %147 = load i8*, i8** %4, align 4
  %148 = call i8* @__cxa_begin_catch(i8* %147) #10
  %149 = bitcast i8* %148 to i32*
  %150 = load i32, i32* %149, align 4
  store i32 %150, i32* %12, align 4
  %151 = load i32, i32* %12, align 4
  %152 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %151)
          to label %153 unwind label %160

153:                                              ; preds = %146
  call void @__cxa_end_catch() #10
  br label %154

154:                                              ; preds = %153, %129
  store i32 0, i32* %1, align 4
  %155 = call noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %9) #10
  %156 = call noundef %struct.Both* @_ZN4BothD1Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %7) #10
  %157 = call noundef %struct.Square* @_ZN6SquareD1Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3) #10
  %158 = call noundef %struct.Square* @_ZN6SquareD1Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %2) #10
  %159 = load i32, i32* %1, align 4
  ret i32 %159

160:                                              ; preds = %146
  %161 = landingpad { i8*, i32 }
          cleanup
  %162 = extractvalue { i8*, i32 } %161, 0
  store i8* %162, i8** %4, align 4
  %163 = extractvalue { i8*, i32 } %161, 1
  store i32 %163, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %164

164:                                              ; preds = %160, %142, %134, %130, %103
  %165 = call noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %9) #10
  br label %166

166:                                              ; preds = %164, %95, %67
  %167 = call noundef %struct.Both* @_ZN4BothD1Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %7) #10
  br label %168

168:                                              ; preds = %166, %59, %36, %28
  %169 = call noundef %struct.Square* @_ZN6SquareD1Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3) #10
  br label %170

170:                                              ; preds = %168, %24
  %171 = call noundef %struct.Square* @_ZN6SquareD1Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %2) #10
  br label %172

172:                                              ; preds = %170
  %173 = load i8*, i8** %4, align 4
  %174 = load i32, i32* %5, align 4
  %175 = insertvalue { i8*, i32 } undef, i8* %173, 0
  %176 = insertvalue { i8*, i32 } %175, i32 %174, 1
  resume { i8*, i32 } %176
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Square* @_ZN6SquareC1Ei(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Square*, align 4
  %4 = alloca i32, align 4
  store %struct.Square* %0, %struct.Square** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Square*, %struct.Square** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Square* @_ZN6SquareC2Ei(%struct.Square* noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  ret %struct.Square* %5
}

declare i32 @__gxx_personality_sj0(...)

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7measureP5Shape(%struct.Shape* noundef %0) #3 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (%struct.Shape*)***
  %5 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %4, align 4
  %6 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %5, i64 2
  %7 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %6, align 4
  %8 = call noundef i32 %7(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %8
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Both* @_ZN4BothC1Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = call noundef %struct.Both* @_ZN4BothC2Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %3) #10
  ret %struct.Both* %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL10call_rightP5Right(%struct.Right* noundef %0) #3 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = bitcast %struct.Right* %3 to i32 (%struct.Right*)***
  %5 = load i32 (%struct.Right*)**, i32 (%struct.Right*)*** %4, align 4
  %6 = getelementptr inbounds i32 (%struct.Right*)*, i32 (%struct.Right*)** %5, i64 2
  %7 = load i32 (%struct.Right*)*, i32 (%struct.Right*)** %6, align 4
  %8 = call noundef i32 %7(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3)
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.VDer* @_ZN4VDerC1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = bitcast %struct.VDer* %3 to %struct.VBase*
  %5 = call noundef %struct.VBase* @_ZN5VBaseC2Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %4) #10
  %6 = bitcast %struct.VDer* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = bitcast %struct.VDer* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4VDer, i32 0, inrange i32 0, i32 5) to i32 (...)**), i32 (...)*** %7, align 4
  ret %struct.VDer* %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6call_vP5VBase(%struct.VBase* noundef %0) #3 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  %4 = bitcast %struct.VBase* %3 to i32 (%struct.VBase*)***
  %5 = load i32 (%struct.VBase*)**, i32 (%struct.VBase*)*** %4, align 4
  %6 = getelementptr inbounds i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %5, i64 2
  %7 = load i32 (%struct.VBase*)*, i32 (%struct.VBase*)** %6, align 4
  %8 = call noundef i32 %7(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %8
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) #6

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Breaks* @_ZN6BreaksC1Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Breaks*, align 4
  store %struct.Breaks* %0, %struct.Breaks** %2, align 4
  %3 = load %struct.Breaks*, %struct.Breaks** %2, align 4
  %4 = call noundef %struct.Breaks* @_ZN6BreaksC2Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %3) #10
  ret %struct.Breaks* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = call noundef %struct.VDer* @_ZN4VDerD2Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT4VDer, i64 0, i64 0)) #10
  %5 = bitcast %struct.VDer* %3 to %struct.VBase*
  %6 = call noundef %struct.VBase* @_ZN5VBaseD2Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %5) #10
  ret %struct.VDer* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Both* @_ZN4BothD1Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = call noundef %struct.Both* @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %3) #10
  ret %struct.Both* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Square* @_ZN6SquareD1Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = call noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3) #10
  ret %struct.Square* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Square* @_ZN6SquareC2Ei(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 align 2 {
  %3 = alloca %struct.Square*, align 4
  %4 = alloca i32, align 4
  store %struct.Square* %0, %struct.Square** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Square*, %struct.Square** %3, align 4
  %6 = bitcast %struct.Square* %5 to %struct.Shape*
  %7 = call noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %6) #10
  %8 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4
  %9 = getelementptr inbounds %struct.Square, %struct.Square* %5, i32 0, i32 1
  %10 = load i32, i32* %4, align 4
  store i32 %10, i32* %9, align 4
  ret %struct.Square* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Shape* @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Shape* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = call noundef %struct.Square* @_ZN6SquareD1Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = bitcast %struct.Square* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i32 @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #10
  %9 = bitcast i8* %8 to i32*
  %10 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  store i32 %11, i32* %9, align 8
  call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = mul nsw i32 %14, %16
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Shape* @_ZN5ShapeD1Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Shape*, align 4
  %3 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %3, align 4
  %4 = load %struct.Shape*, %struct.Shape** %3, align 4
  store %struct.Shape* %4, %struct.Shape** %2, align 4
  call void @llvm.trap() #14
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  call void @llvm.trap() #14
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Both* @_ZN4BothC2Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = bitcast %struct.Both* %3 to %struct.Left*
  %5 = call noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %4) #10
  %6 = bitcast %struct.Both* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 8
  %8 = bitcast i8* %7 to %struct.Right*
  %9 = call noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %8) #10
  %10 = bitcast %struct.Both* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 4
  %11 = bitcast %struct.Both* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 8
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV4Both, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %13, align 4
  ret %struct.Both* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Left* @_ZN4LeftC2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = bitcast %struct.Left* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Left, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Left, %struct.Left* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  ret %struct.Left* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Right* @_ZN5RightC2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = bitcast %struct.Right* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Right, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Right, %struct.Right* %3, i32 0, i32 1
  store i32 0, i32* %5, align 4
  ret %struct.Right* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN4BothD0Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = call noundef %struct.Both* @_ZN4BothD1Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %3) #10
  %5 = bitcast %struct.Both* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZN4Left4leftEv(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  ret i32 1
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i32 @_ZN4Both5rightEv(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = call i8* @__cxa_allocate_exception(i32 4) #10
  %5 = bitcast i8* %4 to i32*
  store i32 22, i32* %5, align 8
  call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Both* @_ZThn8_N4BothD1Ev(%struct.Both* noundef %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Both*, align 4
  %3 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %3, align 4
  %4 = load %struct.Both*, %struct.Both** %3, align 4
  store %struct.Both* %4, %struct.Both** %2, align 4
  %5 = bitcast %struct.Both* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.Both*
  %8 = tail call noundef %struct.Both* @_ZN4BothD1Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %7) #10
  ret %struct.Both* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZThn8_N4BothD0Ev(%struct.Both* noundef %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.Both*
  tail call void @_ZN4BothD0Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %6) #10
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr noundef i32 @_ZThn8_N4Both5rightEv(%struct.Both* noundef %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.Both*
  %7 = tail call noundef i32 @_ZN4Both5rightEv(%struct.Both* noundef nonnull align 4 dereferenceable(16) %6)
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3) #10
  ret %struct.Left* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN4LeftD0Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  %4 = call noundef %struct.Left* @_ZN4LeftD1Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = bitcast %struct.Left* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Left*, align 4
  store %struct.Left* %0, %struct.Left** %2, align 4
  %3 = load %struct.Left*, %struct.Left** %2, align 4
  ret %struct.Left* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3) #10
  ret %struct.Right* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN5RightD0Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  %4 = call noundef %struct.Right* @_ZN5RightD1Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = bitcast %struct.Right* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZN5Right5rightEv(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  ret i32 2
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Right*, align 4
  store %struct.Right* %0, %struct.Right** %2, align 4
  %3 = load %struct.Right*, %struct.Right** %2, align 4
  ret %struct.Right* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.VBase* @_ZN5VBaseC2Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  %4 = bitcast %struct.VBase* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5VBase, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.VBase* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN4VDerD0Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = call noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %3) #10
  %5 = bitcast %struct.VDer* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i32 @_ZN4VDer1vEv(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = call i8* @__cxa_allocate_exception(i32 4) #10
  %5 = bitcast i8* %4 to i32*
  store i32 33, i32* %5, align 8
  call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.VBase* @_ZN5VBaseD1Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  %4 = call noundef %struct.VBase* @_ZN5VBaseD2Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %3) #10
  ret %struct.VBase* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN5VBaseD0Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  %4 = call noundef %struct.VBase* @_ZN5VBaseD1Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %3) #10
  %5 = bitcast %struct.VBase* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZN5VBase1vEv(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 align 2 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.VBase* @_ZN5VBaseD2Ev(%struct.VBase* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.VBase*, align 4
  store %struct.VBase* %0, %struct.VBase** %2, align 4
  %3 = load %struct.VBase*, %struct.VBase** %2, align 4
  ret %struct.VBase* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZTv0_n12_N4VDerD0Ev(%struct.VDer* noundef %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = bitcast %struct.VDer* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.VDer*
  tail call void @_ZN4VDerD0Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %11) #10
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr noundef i32 @_ZTv0_n16_N4VDer1vEv(%struct.VDer* noundef %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %2, align 4
  %3 = load %struct.VDer*, %struct.VDer** %2, align 4
  %4 = bitcast %struct.VDer* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -16
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.VDer*
  %12 = tail call noundef i32 @_ZN4VDer1vEv(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %11)
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Breaks* @_ZN6BreaksC2Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Breaks*, align 4
  store %struct.Breaks* %0, %struct.Breaks** %2, align 4
  %3 = load %struct.Breaks*, %struct.Breaks** %2, align 4
  %4 = bitcast %struct.Breaks* %3 to %struct.Fragile*
  %5 = call noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %4) #10
  %6 = bitcast %struct.Breaks* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Breaks, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Breaks* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = bitcast %struct.Fragile* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV7Fragile, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Fragile* %3
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Breaks* @_ZN6BreaksD1Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Breaks*, align 4
  store %struct.Breaks* %0, %struct.Breaks** %2, align 4
  %3 = load %struct.Breaks*, %struct.Breaks** %2, align 4
  %4 = call noundef %struct.Breaks* @_ZN6BreaksD2Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %3)
  ret %struct.Breaks* %3
}

; Function Attrs: noinline optnone
define linkonce_odr void @_ZN6BreaksD0Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Breaks*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.Breaks* %0, %struct.Breaks** %2, align 4
  %5 = load %struct.Breaks*, %struct.Breaks** %2, align 4
  %6 = invoke noundef %struct.Breaks* @_ZN6BreaksD1Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %5)
          to label %7 unwind label %9

7:                                                ; preds = %1
  %8 = bitcast %struct.Breaks* %5 to i8*
  call void @_ZdlPv(i8* noundef %8) #12
  ret void

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          cleanup
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %3, align 4
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %4, align 4
  %13 = bitcast %struct.Breaks* %5 to i8*
  call void @_ZdlPv(i8* noundef %13) #12
  br label %14

14:                                               ; preds = %9
  %15 = load i8*, i8** %3, align 4
  %16 = load i32, i32* %4, align 4
  %17 = insertvalue { i8*, i32 } undef, i8* %15, 0
  %18 = insertvalue { i8*, i32 } %17, i32 %16, 1
  resume { i8*, i32 } %18
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileD1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %3)
  ret %struct.Fragile* %3
}

; Function Attrs: noinline optnone
define linkonce_odr void @_ZN7FragileD0Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Fragile*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %5 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %6 = invoke noundef %struct.Fragile* @_ZN7FragileD1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %5)
          to label %7 unwind label %9

7:                                                ; preds = %1
  %8 = bitcast %struct.Fragile* %5 to i8*
  call void @_ZdlPv(i8* noundef %8) #12
  ret void

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          cleanup
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %3, align 4
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %4, align 4
  %13 = bitcast %struct.Fragile* %5 to i8*
  call void @_ZdlPv(i8* noundef %13) #12
  br label %14

14:                                               ; preds = %9
  %15 = load i8*, i8** %3, align 4
  %16 = load i32, i32* %4, align 4
  %17 = insertvalue { i8*, i32 } undef, i8* %15, 0
  %18 = insertvalue { i8*, i32 } %17, i32 %16, 1
  resume { i8*, i32 } %18
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  ret %struct.Fragile* %3
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Breaks* @_ZN6BreaksD2Ev(%struct.Breaks* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Breaks*, align 4
  %3 = alloca %struct.Breaks*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store %struct.Breaks* %0, %struct.Breaks** %3, align 4
  %6 = load %struct.Breaks*, %struct.Breaks** %3, align 4
  store %struct.Breaks* %6, %struct.Breaks** %2, align 4
  %7 = bitcast %struct.Breaks* %6 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV6Breaks, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 4
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0))
          to label %9 unwind label %12

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #10
  %11 = bitcast i8* %10 to i32*
  store i32 44, i32* %11, align 8
  invoke void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %23 unwind label %12

12:                                               ; preds = %9, %1
  %13 = landingpad { i8*, i32 }
          cleanup
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %4, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %5, align 4
  %16 = bitcast %struct.Breaks* %6 to %struct.Fragile*
  %17 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %16)
  br label %18

18:                                               ; preds = %12
  %19 = load i8*, i8** %4, align 4
  %20 = load i32, i32* %5, align 4
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1
  resume { i8*, i32 } %22

23:                                               ; preds = %9
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.VDer* @_ZN4VDerD2Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %0, i8** noundef %1) unnamed_addr #5 align 2 {
  %3 = alloca %struct.VDer*, align 4
  %4 = alloca i8**, align 4
  store %struct.VDer* %0, %struct.VDer** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.VDer*, %struct.VDer** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.VDer* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.VDer* @_ZTv0_n12_N4VDerD1Ev(%struct.VDer* noundef %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.VDer*, align 4
  %3 = alloca %struct.VDer*, align 4
  store %struct.VDer* %0, %struct.VDer** %3, align 4
  %4 = load %struct.VDer*, %struct.VDer** %3, align 4
  store %struct.VDer* %4, %struct.VDer** %2, align 4
  %5 = bitcast %struct.VDer* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.VDer*
  %13 = tail call noundef %struct.VDer* @_ZN4VDerD1Ev(%struct.VDer* noundef nonnull align 4 dereferenceable(4) %12) #10
  ret %struct.VDer* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Both* @_ZN4BothD2Ev(%struct.Both* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Both*, align 4
  store %struct.Both* %0, %struct.Both** %2, align 4
  %3 = load %struct.Both*, %struct.Both** %2, align 4
  %4 = bitcast %struct.Both* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.Right*
  %7 = call noundef %struct.Right* @_ZN5RightD2Ev(%struct.Right* noundef nonnull align 4 dereferenceable(8) %6) #10
  %8 = bitcast %struct.Both* %3 to %struct.Left*
  %9 = call noundef %struct.Left* @_ZN4LeftD2Ev(%struct.Left* noundef nonnull align 4 dereferenceable(8) %8) #10
  ret %struct.Both* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Square* @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Square*, align 4
  store %struct.Square* %0, %struct.Square** %2, align 4
  %3 = load %struct.Square*, %struct.Square** %2, align 4
  %4 = bitcast %struct.Square* %3 to %struct.Shape*
  %5 = call noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %4) #10
  ret %struct.Square* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Shape* @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  ret %struct.Shape* %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { cold noreturn nounwind }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nounwind }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
