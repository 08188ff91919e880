; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Square = type { %struct.Shape, i32 }
%struct.Shape = type { ptr }
%struct.Both = type { %struct.Left, %struct.Right }
%struct.Left = type { ptr, i32 }
%struct.Right = type { ptr, i32 }
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { ptr }

@.str = private unnamed_addr constant [9 x i8] c"area %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"area threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"thunk threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"virtual-base thunk threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"delete threw %d\0A\00", align 1
@_ZTV6Square = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD1Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv] }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Square = linkonce_odr constant [8 x i8] c"6Square\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr constant [7 x i8] c"5Shape\00", align 1
@_ZTI5Shape = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Shape }, align 4
@_ZTI6Square = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Square, ptr @_ZTI5Shape }, align 4
@_ZTV5Shape = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD1Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual] }, align 4
@_ZTV4Both = linkonce_odr unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Both, ptr @_ZN4BothD1Ev, ptr @_ZN4BothD0Ev, ptr @_ZN4Left4leftEv, ptr @_ZN4Both5rightEv], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI4Both, ptr @_ZThn8_N4BothD1Ev, ptr @_ZThn8_N4BothD0Ev, ptr @_ZThn8_N4Both5rightEv] }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS4Both = linkonce_odr constant [6 x i8] c"4Both\00", align 1
@_ZTS4Left = linkonce_odr constant [6 x i8] c"4Left\00", align 1
@_ZTI4Left = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Left }, align 4
@_ZTS5Right = linkonce_odr constant [7 x i8] c"5Right\00", align 1
@_ZTI5Right = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Right }, align 4
@_ZTI4Both = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Both, i32 0, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, align 4
@_ZTV4Left = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Left, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev, ptr @_ZN4Left4leftEv] }, align 4
@_ZTV5Right = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev, ptr @_ZN5Right5rightEv] }, align 4
@_ZTV4VDer = linkonce_odr unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @_ZTI4VDer, ptr @_ZN4VDerD1Ev, ptr @_ZN4VDerD0Ev, ptr @_ZN4VDer1vEv] }, align 4
@_ZTT4VDer = linkonce_odr unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-20, 12) ({ [8 x ptr] }, ptr @_ZTV4VDer, i32 0, i32 0, i32 5), ptr getelementptr inbounds inrange(-20, 12) ({ [8 x ptr] }, ptr @_ZTV4VDer, i32 0, i32 0, i32 5)], align 4
@_ZTS4VDer = linkonce_odr constant [6 x i8] c"4VDer\00", align 1
@_ZTS5VBase = linkonce_odr constant [7 x i8] c"5VBase\00", align 1
@_ZTI5VBase = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5VBase }, align 4
@_ZTI4VDer = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4VDer, i32 0, i32 1, ptr @_ZTI5VBase, i32 -5117 }, align 4
@_ZTV5VBase = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5VBase, ptr @_ZN5VBaseD1Ev, ptr @_ZN5VBaseD0Ev, ptr @_ZN5VBase1vEv] }, align 4
@_ZTV6Breaks = linkonce_odr unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Breaks, ptr @_ZN6BreaksD1Ev, ptr @_ZN6BreaksD0Ev] }, align 4
@_ZTS6Breaks = linkonce_odr constant [8 x i8] c"6Breaks\00", align 1
@_ZTS7Fragile = linkonce_odr constant [9 x i8] c"7Fragile\00", align 1
@_ZTI7Fragile = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, align 4
@_ZTI6Breaks = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Breaks, ptr @_ZTI7Fragile }, align 4
@_ZTV7Fragile = linkonce_odr unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI7Fragile, ptr @_ZN7FragileD1Ev, ptr @_ZN7FragileD0Ev] }, align 4
@.str.5 = private unnamed_addr constant [16 x i8] c"~Breaks throws\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Square, align 4
  %3 = alloca %struct.Square, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Both, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.VDer, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %13 = call noundef ptr @_ZN6SquareC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef 3)
  %14 = invoke noundef ptr @_ZN6SquareC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %3, i32 noundef -5)
          to label %15 unwind label %22

15:                                               ; preds = %0
  %16 = invoke noundef i32 @_ZL7measureP5Shape(ptr noundef %2)
          to label %17 unwind label %26

17:                                               ; preds = %15
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16)
          to label %19 unwind label %26

19:                                               ; preds = %17
  %20 = invoke noundef i32 @_ZL7measureP5Shape(ptr noundef %3)
          to label %21 unwind label %30

21:                                               ; preds = %19
  br label %45

22:                                               ; preds = %0
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %4, align 4
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %5, align 4
  br label %155

26:                                               ; preds = %17, %15
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %4, align 4
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %5, align 4
  br label %153

30:                                               ; preds = %19
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %4, align 4
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %5, align 4
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %153

38:                                               ; preds = %34
  %39 = load ptr, ptr %4, align 4
  %40 = call ptr @__cxa_begin_catch(ptr %39) #10
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %6, align 4
  %42 = load i32, ptr %6, align 4
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42)
          to label %44 unwind label %54

44:                                               ; preds = %38
  call void @__cxa_end_catch() #10
  br label %45

45:                                               ; preds = %44, %21
  %46 = call noundef ptr @_ZN4BothC1Ev(ptr noundef nonnull align 4 dereferenceable(16) %7) #10
  %47 = icmp eq ptr %7, null
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %7, i32 8
  br label %50

50:                                               ; preds = %48, %45
  %51 = phi ptr [ %49, %48 ], [ null, %45 ]
  %52 = invoke noundef i32 @_ZL10call_rightP5Right(ptr noundef %51)
          to label %53 unwind label %58

53:                                               ; preds = %50
  br label %73

54:                                               ; preds = %38
  %55 = landingpad { ptr, i32 }
          cleanup
  %56 = extractvalue { ptr, i32 } %55, 0
  store ptr %56, ptr %4, align 4
  %57 = extractvalue { ptr, i32 } %55, 1
  store i32 %57, ptr %5, align 4
  call void @__cxa_end_catch() #10
  br label %153

58:                                               ; preds = %50
  %59 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %60 = extractvalue { ptr, i32 } %59, 0
  store ptr %60, ptr %4, align 4
  %61 = extractvalue { ptr, i32 } %59, 1
  store i32 %61, ptr %5, align 4
  br label %62

62:                                               ; preds = %58
  %63 = load i32, ptr %5, align 4
  %64 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %151

66:                                               ; preds = %62
  %67 = load ptr, ptr %4, align 4
  %68 = call ptr @__cxa_begin_catch(ptr %67) #10
  %69 = load i32, ptr %68, align 4
  store i32 %69, ptr %8, align 4
  %70 = load i32, ptr %8, align 4
  %71 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %70)
          to label %72 unwind label %85

72:                                               ; preds = %66
  call void @__cxa_end_catch() #10
  br label %73

73:                                               ; preds = %72, %53
  %74 = call noundef ptr @_ZN4VDerC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #10
  %75 = icmp eq ptr %9, null
  br i1 %75, label %81, label %76

76:                                               ; preds = %73
  %77 = load ptr, ptr %9, align 4
  %78 = getelementptr i8, ptr %77, i64 -20
  %79 = load i32, ptr %78, align 4
  %80 = getelementptr inbounds i8, ptr %9, i32 %79
  br label %81

81:                                               ; preds = %76, %73
  %82 = phi ptr [ %80, %76 ], [ null, %73 ]
  %83 = invoke noundef i32 @_ZL6call_vP5VBase(ptr noundef %82)
          to label %84 unwind label %89

84:                                               ; preds = %81
  br label %104

85:                                               ; preds = %66
  %86 = landingpad { ptr, i32 }
          cleanup
  %87 = extractvalue { ptr, i32 } %86, 0
  store ptr %87, ptr %4, align 4
  %88 = extractvalue { ptr, i32 } %86, 1
  store i32 %88, ptr %5, align 4
  call void @__cxa_end_catch() #10
  br label %151

89:                                               ; preds = %81
  %90 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %91 = extractvalue { ptr, i32 } %90, 0
  store ptr %91, ptr %4, align 4
  %92 = extractvalue { ptr, i32 } %90, 1
  store i32 %92, ptr %5, align 4
  br label %93

93:                                               ; preds = %89
  %94 = load i32, ptr %5, align 4
  %95 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10
  %96 = icmp eq i32 %94, %95
  br i1 %96, label %97, label %149

97:                                               ; preds = %93
  %98 = load ptr, ptr %4, align 4
  %99 = call ptr @__cxa_begin_catch(ptr %98) #10
  %100 = load i32, ptr %99, align 4
  store i32 %100, ptr %10, align 4
  %101 = load i32, ptr %10, align 4
  %102 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %101)
          to label %103 unwind label %116

103:                                              ; preds = %97
  call void @__cxa_end_catch() #10
  br label %104

104:                                              ; preds = %103, %84
  %105 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 4) #11
          to label %106 unwind label %120

106:                                              ; preds = %104
  %107 = call noundef ptr @_ZN6BreaksC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %105) #10
  store ptr %105, ptr %11, align 4
  %108 = load ptr, ptr %11, align 4
  %109 = icmp eq ptr %108, null
  br i1 %109, label %115, label %110

110:                                              ; preds = %106
  %111 = load ptr, ptr %108, align 4
  %112 = getelementptr inbounds ptr, ptr %111, i64 1
  %113 = load ptr, ptr %112, align 4
  invoke void %113(ptr noundef nonnull align 4 dereferenceable(4) %108)
          to label %114 unwind label %124

114:                                              ; preds = %110
  br label %115

115:                                              ; preds = %114, %106
  br label %139

116:                                              ; preds = %97
  %117 = landingpad { ptr, i32 }
          cleanup
  %118 = extractvalue { ptr, i32 } %117, 0
  store ptr %118, ptr %4, align 4
  %119 = extractvalue { ptr, i32 } %117, 1
  store i32 %119, ptr %5, align 4
  call void @__cxa_end_catch() #10
  br label %149

120:                                              ; preds = %104
  %121 = landingpad { ptr, i32 }
          cleanup
  %122 = extractvalue { ptr, i32 } %121, 0
  store ptr %122, ptr %4, align 4
  %123 = extractvalue { ptr, i32 } %121, 1
  store i32 %123, ptr %5, align 4
  br label %149

124:                                              ; preds = %110
  %125 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %126 = extractvalue { ptr, i32 } %125, 0
  store ptr %126, ptr %4, align 4
  %127 = extractvalue { ptr, i32 } %125, 1
  store i32 %127, ptr %5, align 4
  br label %128

128:                                              ; preds = %124
  %129 = load i32, ptr %5, align 4
  %130 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10
  %131 = icmp eq i32 %129, %130
  br i1 %131, label %132, label %149

132:                                              ; preds = %128
  %133 = load ptr, ptr %4, align 4
  %134 = call ptr @__cxa_begin_catch(ptr %133) #10
  %135 = load i32, ptr %134, align 4
  store i32 %135, ptr %12, align 4
  %136 = load i32, ptr %12, align 4
  %137 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %136)
          to label %138 unwind label %145

138:                                              ; preds = %132
  call void @__cxa_end_catch() #10
  br label %139

139:                                              ; preds = %138, %115
  store i32 0, ptr %1, align 4
  %140 = call noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #10
  %141 = call noundef ptr @_ZN4BothD1Ev(ptr noundef nonnull align 4 dereferenceable(16) %7) #10
  %142 = call noundef ptr @_ZN6SquareD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  %143 = call noundef ptr @_ZN6SquareD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #10
  %144 = load i32, ptr %1, align 4
  ret i32 %144

145:                                              ; preds = %132
  %146 = landingpad { ptr, i32 }
          cleanup
  %147 = extractvalue { ptr, i32 } %146, 0
  store ptr %147, ptr %4, align 4
  %148 = extractvalue { ptr, i32 } %146, 1
  store i32 %148, ptr %5, align 4
  call void @__cxa_end_catch() #10
  br label %149

149:                                              ; preds = %145, %128, %120, %116, %93
  %150 = call noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #10
  br label %151

151:                                              ; preds = %149, %85, %62
  %152 = call noundef ptr @_ZN4BothD1Ev(ptr noundef nonnull align 4 dereferenceable(16) %7) #10
  br label %153

153:                                              ; preds = %151, %54, %34, %26
  %154 = call noundef ptr @_ZN6SquareD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  br label %155

155:                                              ; preds = %153, %22
  %156 = call noundef ptr @_ZN6SquareD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #10
  br label %157

157:                                              ; preds = %155
  %158 = load ptr, ptr %4, align 4
  %159 = load i32, ptr %5, align 4
  %160 = insertvalue { ptr, i32 } poison, ptr %158, 0
  %161 = insertvalue { ptr, i32 } %160, i32 %159, 1
  resume { ptr, i32 } %161
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN6SquareC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN6SquareC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  ret ptr %5
}

declare i32 @__gxx_personality_sj0(...)

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7measureP5Shape(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds ptr, ptr %4, i64 2
  %6 = load ptr, ptr %5, align 4
  %7 = call noundef i32 %6(ptr noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %7
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4BothC1Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BothC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL10call_rightP5Right(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds ptr, ptr %4, i64 2
  %6 = load ptr, ptr %5, align 4
  %7 = call noundef i32 %6(ptr noundef nonnull align 4 dereferenceable(8) %3)
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4VDerC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5VBaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  store ptr getelementptr inbounds inrange(-20, 12) ({ [8 x ptr] }, ptr @_ZTV4VDer, i32 0, i32 0, i32 5), ptr %3, align 4
  store ptr getelementptr inbounds inrange(-20, 12) ({ [8 x ptr] }, ptr @_ZTV4VDer, i32 0, i32 0, i32 5), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6call_vP5VBase(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds ptr, ptr %4, i64 2
  %6 = load ptr, ptr %5, align 4
  %7 = call noundef i32 %6(ptr noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %7
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i32 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN6BreaksC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6BreaksC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4VDerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef @_ZTT4VDer) #10
  %5 = call noundef ptr @_ZN5VBaseD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4BothD1Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BothD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN6SquareD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN6SquareC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #10
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 4
  %7 = getelementptr inbounds %struct.Square, ptr %5, i32 0, i32 1
  %8 = load i32, ptr %4, align 4
  store i32 %8, ptr %7, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN6SquareD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6SquareD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i32 @_ZNK6Square4areaEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Square, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #10
  %9 = getelementptr inbounds %struct.Square, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %8, align 8
  call void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #13
  unreachable

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.Square, ptr %3, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Square, ptr %3, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = mul nsw i32 %13, %15
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5ShapeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  call void @llvm.trap() #14
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN5ShapeD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @llvm.trap() #14
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) #7

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4BothC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #10
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV4Both, i32 0, i32 0, i32 2), ptr %3, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV4Both, i32 0, i32 1, i32 2), ptr %7, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Left, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Right, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Right, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN4BothD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BothD1Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #10
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZN4Left4leftEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 1
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i32 @_ZN4Both5rightEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 22, ptr %4, align 8
  call void @__cxa_throw(ptr %4, ptr @_ZTIi, ptr null) #13
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef ptr @_ZThn8_N4BothD1Ev(ptr noundef %0) unnamed_addr #8 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN4BothD1Ev(ptr noundef nonnull align 4 dereferenceable(16) %5) #10
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZThn8_N4BothD0Ev(ptr noundef %0) unnamed_addr #8 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN4BothD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %4) #10
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr noundef i32 @_ZThn8_N4Both5rightEv(ptr noundef %0) unnamed_addr #9 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  %5 = tail call noundef i32 @_ZN4Both5rightEv(ptr noundef nonnull align 4 dereferenceable(16) %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZN5Right5rightEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5VBaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5VBase, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN4VDerD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i32 @_ZN4VDer1vEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 33, ptr %4, align 8
  call void @__cxa_throw(ptr %4, ptr @_ZTIi, ptr null) #13
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5VBaseD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5VBaseD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN5VBaseD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5VBaseD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZN5VBase1vEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 0
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5VBaseD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZTv0_n12_N4VDerD0Ev(ptr noundef %0) unnamed_addr #8 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN4VDerD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #10
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr noundef i32 @_ZTv0_n16_N4VDer1vEv(ptr noundef %0) unnamed_addr #9 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -16
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  %8 = tail call noundef i32 @_ZN4VDer1vEv(ptr noundef nonnull align 4 dereferenceable(4) %7)
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN6BreaksC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV6Breaks, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV7Fragile, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN6BreaksD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6BreaksD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3)
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr void @_ZN6BreaksD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = invoke noundef ptr @_ZN6BreaksD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  call void @_ZdlPv(ptr noundef %5) #12
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          cleanup
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %3, align 4
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %4, align 4
  call void @_ZdlPv(ptr noundef %5) #12
  br label %12

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 4
  %14 = load i32, ptr %4, align 4
  %15 = insertvalue { ptr, i32 } poison, ptr %13, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN7FragileD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3)
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr void @_ZN7FragileD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = invoke noundef ptr @_ZN7FragileD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  call void @_ZdlPv(ptr noundef %5) #12
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          cleanup
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %3, align 4
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %4, align 4
  call void @_ZdlPv(ptr noundef %5) #12
  br label %12

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 4
  %14 = load i32, ptr %4, align 4
  %15 = insertvalue { ptr, i32 } poison, ptr %13, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN6BreaksD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  %6 = load ptr, ptr %3, align 4
  store ptr %6, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV6Breaks, i32 0, i32 0, i32 2), ptr %6, align 4
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %8 unwind label %10

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 44, ptr %9, align 8
  invoke void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #13
          to label %20 unwind label %10

10:                                               ; preds = %8, %1
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 4
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  %14 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6)
  br label %15

15:                                               ; preds = %10
  %16 = load ptr, ptr %4, align 4
  %17 = load i32, ptr %5, align 4
  %18 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

20:                                               ; preds = %8
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4VDerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #4 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef ptr @_ZTv0_n12_N4VDerD1Ev(ptr noundef %0) unnamed_addr #8 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #10
  ret ptr undef
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4BothD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  %5 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #10
  %6 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #10
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nounwind }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
