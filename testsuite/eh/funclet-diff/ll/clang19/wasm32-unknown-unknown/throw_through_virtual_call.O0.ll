; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Square = type { %struct.Shape, i32 }
%struct.Shape = type { ptr }
%struct.Both = type { %struct.Left, %struct.Right }
%struct.Left = type { ptr, i32 }
%struct.Right = type { ptr, i32 }
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { ptr }

$_ZN6SquareC2Ei = comdat any

$_ZN4BothC2Ev = comdat any

$_ZN4VDerC1Ev = comdat any

$_ZN6BreaksC2Ev = comdat any

$_ZN4VDerD1Ev = comdat any

$_ZN4BothD2Ev = comdat any

$_ZN6SquareD2Ev = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZN4LeftC2Ev = comdat any

$_ZN5RightC2Ev = comdat any

$_ZN4BothD0Ev = comdat any

$_ZN4Left4leftEv = comdat any

$_ZN4Both5rightEv = comdat any

$_ZThn8_N4BothD1Ev = comdat any

$_ZThn8_N4BothD0Ev = comdat any

$_ZThn8_N4Both5rightEv = comdat any

$_ZN4LeftD2Ev = comdat any

$_ZN4LeftD0Ev = comdat any

$_ZN5RightD2Ev = comdat any

$_ZN5RightD0Ev = comdat any

$_ZN5Right5rightEv = comdat any

$_ZN5VBaseC2Ev = comdat any

$_ZN4VDerD0Ev = comdat any

$_ZN4VDer1vEv = comdat any

$_ZN5VBaseD2Ev = comdat any

$_ZN5VBaseD0Ev = comdat any

$_ZN5VBase1vEv = comdat any

$_ZTv0_n12_N4VDerD0Ev = comdat any

$_ZTv0_n16_N4VDer1vEv = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN6BreaksD2Ev = comdat any

$_ZN6BreaksD0Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZN7FragileD0Ev = comdat any

$_ZN4VDerD2Ev = comdat any

$_ZTv0_n12_N4VDerD1Ev = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV5Shape = comdat any

$_ZTV4Both = comdat any

$_ZTS4Both = comdat any

$_ZTS4Left = comdat any

$_ZTI4Left = comdat any

$_ZTS5Right = comdat any

$_ZTI5Right = comdat any

$_ZTI4Both = comdat any

$_ZTV4Left = comdat any

$_ZTV5Right = comdat any

$_ZTV4VDer = comdat any

$_ZTT4VDer = comdat any

$_ZTS4VDer = comdat any

$_ZTS5VBase = comdat any

$_ZTI5VBase = comdat any

$_ZTI4VDer = comdat any

$_ZTV5VBase = comdat any

$_ZTV6Breaks = comdat any

$_ZTS6Breaks = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

$_ZTI6Breaks = comdat any

$_ZTV7Fragile = comdat any

@.str = private unnamed_addr constant [9 x i8] c"area %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"area threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"thunk threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"virtual-base thunk threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"delete threw %d\0A\00", align 1
@_ZTV6Square = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Square = linkonce_odr hidden constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr hidden constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Shape }, comdat, align 4
@_ZTI6Square = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Square, ptr @_ZTI5Shape }, comdat, align 4
@_ZTV5Shape = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual] }, comdat, align 4
@_ZTV4Both = linkonce_odr hidden unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Both, ptr @_ZN4BothD2Ev, ptr @_ZN4BothD0Ev, ptr @_ZN4Left4leftEv, ptr @_ZN4Both5rightEv], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI4Both, ptr @_ZThn8_N4BothD1Ev, ptr @_ZThn8_N4BothD0Ev, ptr @_ZThn8_N4Both5rightEv] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS4Both = linkonce_odr hidden constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTS4Left = linkonce_odr hidden constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Left }, comdat, align 4
@_ZTS5Right = linkonce_odr hidden constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Right }, comdat, align 4
@_ZTI4Both = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Both, i32 0, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, comdat, align 4
@_ZTV4Left = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Left, ptr @_ZN4LeftD2Ev, ptr @_ZN4LeftD0Ev, ptr @_ZN4Left4leftEv] }, comdat, align 4
@_ZTV5Right = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD2Ev, ptr @_ZN5RightD0Ev, ptr @_ZN5Right5rightEv] }, comdat, align 4
@_ZTV4VDer = linkonce_odr hidden unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @_ZTI4VDer, ptr @_ZN4VDerD1Ev, ptr @_ZN4VDerD0Ev, ptr @_ZN4VDer1vEv] }, comdat, align 4
@_ZTT4VDer = linkonce_odr hidden unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-20, 12) ({ [8 x ptr] }, ptr @_ZTV4VDer, i32 0, i32 0, i32 5), ptr getelementptr inbounds inrange(-20, 12) ({ [8 x ptr] }, ptr @_ZTV4VDer, i32 0, i32 0, i32 5)], comdat, align 4
@_ZTS4VDer = linkonce_odr hidden constant [6 x i8] c"4VDer\00", comdat, align 1
@_ZTS5VBase = linkonce_odr hidden constant [7 x i8] c"5VBase\00", comdat, align 1
@_ZTI5VBase = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5VBase }, comdat, align 4
@_ZTI4VDer = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4VDer, i32 0, i32 1, ptr @_ZTI5VBase, i32 -5117 }, comdat, align 4
@_ZTV5VBase = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5VBase, ptr @_ZN5VBaseD2Ev, ptr @_ZN5VBaseD0Ev, ptr @_ZN5VBase1vEv] }, comdat, align 4
@_ZTV6Breaks = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI6Breaks, ptr @_ZN6BreaksD2Ev, ptr @_ZN6BreaksD0Ev] }, comdat, align 4
@_ZTS6Breaks = linkonce_odr hidden constant [8 x i8] c"6Breaks\00", comdat, align 1
@_ZTS7Fragile = linkonce_odr hidden constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, comdat, align 4
@_ZTI6Breaks = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Breaks, ptr @_ZTI7Fragile }, comdat, align 4
@_ZTV7Fragile = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI7Fragile, ptr @_ZN7FragileD2Ev, ptr @_ZN7FragileD0Ev] }, comdat, align 4
@.str.5 = private unnamed_addr constant [16 x i8] c"~Breaks throws\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Square, align 4
  %3 = alloca %struct.Square, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Both, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.VDer, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %12 = call noundef ptr @_ZN6SquareC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef 3)
  %13 = invoke noundef ptr @_ZN6SquareC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %3, i32 noundef -5)
          to label %14 unwind label %145

14:                                               ; preds = %0
  %15 = invoke noundef i32 @_ZL7measureP5Shape(ptr noundef %2)
          to label %16 unwind label %142

16:                                               ; preds = %14
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15)
          to label %18 unwind label %142

18:                                               ; preds = %16
  %19 = invoke noundef i32 @_ZL7measureP5Shape(ptr noundef %3)
          to label %127 unwind label %20

20:                                               ; preds = %18
  %21 = catchswitch within none [label %22] unwind label %142

22:                                               ; preds = %20
  %23 = catchpad within %21 [ptr @_ZTIi]
  %24 = call ptr @llvm.wasm.get.exception(token %23)
  store ptr %24, ptr %4, align 4
  %25 = call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %36

28:                                               ; preds = %22
  %29 = load ptr, ptr %4, align 4
  %30 = call ptr @__cxa_begin_catch(ptr %29) #12 [ "funclet"(token %23) ]
  %31 = load i32, ptr %30, align 4
  store i32 %31, ptr %5, align 4
  %32 = load i32, ptr %5, align 4
  %33 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32) [ "funclet"(token %23) ]
          to label %34 unwind label %128

34:                                               ; preds = %28
  call void @__cxa_end_catch() #12 [ "funclet"(token %23) ]
  catchret from %23 to label %35

35:                                               ; preds = %34
  br label %37

36:                                               ; preds = %22
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %23) ]
          to label %148 unwind label %142

37:                                               ; preds = %35, %127
  %38 = call noundef ptr @_ZN4BothC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %6) #12
  %39 = icmp eq ptr %6, null
  br i1 %39, label %42, label %40

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8, ptr %6, i32 8
  br label %42

42:                                               ; preds = %40, %37
  %43 = phi ptr [ %41, %40 ], [ null, %37 ]
  %44 = invoke noundef i32 @_ZL10call_rightP5Right(ptr noundef %43)
          to label %126 unwind label %45

45:                                               ; preds = %42
  %46 = catchswitch within none [label %47] unwind label %139

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @_ZTIi]
  %49 = call ptr @llvm.wasm.get.exception(token %48)
  store ptr %49, ptr %4, align 4
  %50 = call i32 @llvm.wasm.get.ehselector(token %48)
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %61

53:                                               ; preds = %47
  %54 = load ptr, ptr %4, align 4
  %55 = call ptr @__cxa_begin_catch(ptr %54) #12 [ "funclet"(token %48) ]
  %56 = load i32, ptr %55, align 4
  store i32 %56, ptr %7, align 4
  %57 = load i32, ptr %7, align 4
  %58 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %57) [ "funclet"(token %48) ]
          to label %59 unwind label %130

59:                                               ; preds = %53
  call void @__cxa_end_catch() #12 [ "funclet"(token %48) ]
  catchret from %48 to label %60

60:                                               ; preds = %59
  br label %62

61:                                               ; preds = %47
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %48) ]
          to label %148 unwind label %139

62:                                               ; preds = %60, %126
  %63 = call noundef ptr @_ZN4VDerC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #12
  %64 = icmp eq ptr %8, null
  br i1 %64, label %70, label %65

65:                                               ; preds = %62
  %66 = load ptr, ptr %8, align 4
  %67 = getelementptr i8, ptr %66, i64 -20
  %68 = load i32, ptr %67, align 4
  %69 = getelementptr inbounds i8, ptr %8, i32 %68
  br label %70

70:                                               ; preds = %65, %62
  %71 = phi ptr [ %69, %65 ], [ null, %62 ]
  %72 = invoke noundef i32 @_ZL6call_vP5VBase(ptr noundef %71)
          to label %125 unwind label %73

73:                                               ; preds = %70
  %74 = catchswitch within none [label %75] unwind label %136

75:                                               ; preds = %73
  %76 = catchpad within %74 [ptr @_ZTIi]
  %77 = call ptr @llvm.wasm.get.exception(token %76)
  store ptr %77, ptr %4, align 4
  %78 = call i32 @llvm.wasm.get.ehselector(token %76)
  %79 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %80 = icmp eq i32 %78, %79
  br i1 %80, label %81, label %89

81:                                               ; preds = %75
  %82 = load ptr, ptr %4, align 4
  %83 = call ptr @__cxa_begin_catch(ptr %82) #12 [ "funclet"(token %76) ]
  %84 = load i32, ptr %83, align 4
  store i32 %84, ptr %9, align 4
  %85 = load i32, ptr %9, align 4
  %86 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %85) [ "funclet"(token %76) ]
          to label %87 unwind label %132

87:                                               ; preds = %81
  call void @__cxa_end_catch() #12 [ "funclet"(token %76) ]
  catchret from %76 to label %88

88:                                               ; preds = %87
  br label %90

89:                                               ; preds = %75
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %76) ]
          to label %148 unwind label %136

90:                                               ; preds = %88, %125
  %91 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 4) #13
          to label %92 unwind label %136

92:                                               ; preds = %90
  %93 = call noundef ptr @_ZN6BreaksC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %91) #12
  store ptr %91, ptr %10, align 4
  %94 = load ptr, ptr %10, align 4
  %95 = icmp eq ptr %94, null
  br i1 %95, label %124, label %96

96:                                               ; preds = %92
  %97 = load ptr, ptr %94, align 4
  %98 = getelementptr inbounds ptr, ptr %97, i64 1
  %99 = load ptr, ptr %98, align 4
  invoke void %99(ptr noundef nonnull align 4 dereferenceable(4) %94)
          to label %123 unwind label %100

100:                                              ; preds = %96
  %101 = catchswitch within none [label %102] unwind label %136

102:                                              ; preds = %100
  %103 = catchpad within %101 [ptr @_ZTIi]
  %104 = call ptr @llvm.wasm.get.exception(token %103)
  store ptr %104, ptr %4, align 4
  %105 = call i32 @llvm.wasm.get.ehselector(token %103)
  %106 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %107 = icmp eq i32 %105, %106
  br i1 %107, label %108, label %116

108:                                              ; preds = %102
  %109 = load ptr, ptr %4, align 4
  %110 = call ptr @__cxa_begin_catch(ptr %109) #12 [ "funclet"(token %103) ]
  %111 = load i32, ptr %110, align 4
  store i32 %111, ptr %11, align 4
  %112 = load i32, ptr %11, align 4
  %113 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %112) [ "funclet"(token %103) ]
          to label %114 unwind label %134

114:                                              ; preds = %108
  call void @__cxa_end_catch() #12 [ "funclet"(token %103) ]
  catchret from %103 to label %115

115:                                              ; preds = %114
  br label %117

116:                                              ; preds = %102
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %103) ]
          to label %148 unwind label %136

117:                                              ; preds = %115, %124
  store i32 0, ptr %1, align 4
  %118 = call noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #12
  %119 = call noundef ptr @_ZN4BothD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %6) #12
  %120 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12
  %121 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #12
  %122 = load i32, ptr %1, align 4
  ret i32 %122

123:                                              ; preds = %96
  br label %124

124:                                              ; preds = %123, %92
  br label %117

125:                                              ; preds = %70
  br label %90

126:                                              ; preds = %42
  br label %62

127:                                              ; preds = %18
  br label %37

128:                                              ; preds = %28
  %129 = cleanuppad within %23 []
  call void @__cxa_end_catch() #12 [ "funclet"(token %129) ]
  cleanupret from %129 unwind label %142

130:                                              ; preds = %53
  %131 = cleanuppad within %48 []
  call void @__cxa_end_catch() #12 [ "funclet"(token %131) ]
  cleanupret from %131 unwind label %139

132:                                              ; preds = %81
  %133 = cleanuppad within %76 []
  call void @__cxa_end_catch() #12 [ "funclet"(token %133) ]
  cleanupret from %133 unwind label %136

134:                                              ; preds = %108
  %135 = cleanuppad within %103 []
  call void @__cxa_end_catch() #12 [ "funclet"(token %135) ]
  cleanupret from %135 unwind label %136

136:                                              ; preds = %116, %134, %100, %90, %89, %132, %73
  %137 = cleanuppad within none []
  %138 = call noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #12 [ "funclet"(token %137) ]
  cleanupret from %137 unwind label %139

139:                                              ; preds = %136, %61, %130, %45
  %140 = cleanuppad within none []
  %141 = call noundef ptr @_ZN4BothD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %6) #12 [ "funclet"(token %140) ]
  cleanupret from %140 unwind label %142

142:                                              ; preds = %139, %36, %128, %20, %16, %14
  %143 = cleanuppad within none []
  %144 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12 [ "funclet"(token %143) ]
  cleanupret from %143 unwind label %145

145:                                              ; preds = %142, %0
  %146 = cleanuppad within none []
  %147 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %2) #12 [ "funclet"(token %146) ]
  cleanupret from %146 unwind to caller

148:                                              ; preds = %116, %89, %61, %36
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6SquareC2Ei(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #12
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 4
  %7 = getelementptr inbounds %struct.Square, ptr %5, i32 0, i32 1
  %8 = load i32, ptr %4, align 4
  store i32 %8, ptr %7, align 4
  ret ptr %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7measureP5Shape(ptr noundef %0) #3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds ptr, ptr %4, i64 2
  %6 = load ptr, ptr %5, align 4
  %7 = call noundef i32 %6(ptr noundef nonnull align 4 dereferenceable(4) %3)
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BothC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #12
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV4Both, i32 0, i32 0, i32 2), ptr %3, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV4Both, i32 0, i32 1, i32 2), ptr %7, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL10call_rightP5Right(ptr noundef %0) #3 {
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
define linkonce_odr hidden noundef ptr @_ZN4VDerC1Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5VBaseC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #12
  store ptr getelementptr inbounds inrange(-20, 12) ({ [8 x ptr] }, ptr @_ZTV4VDer, i32 0, i32 0, i32 5), ptr %3, align 4
  store ptr getelementptr inbounds inrange(-20, 12) ({ [8 x ptr] }, ptr @_ZTV4VDer, i32 0, i32 0, i32 5), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6call_vP5VBase(ptr noundef %0) #3 {
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
declare noundef nonnull ptr @_Znwm(i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6BreaksC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #12
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV6Breaks, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4VDerD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef @_ZTT4VDer) #12
  %5 = call noundef ptr @_ZN5VBaseD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #12
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BothD2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  %5 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #12
  %6 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #12
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ShapeC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6SquareD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6SquareD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #14
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZNK6Square4areaEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Square, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #12
  %9 = getelementptr inbounds %struct.Square, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %8, align 16
  call void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #6
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
define linkonce_odr hidden noundef ptr @_ZN5ShapeD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ShapeD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @llvm.trap() #15
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #9

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4LeftC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Left, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5RightC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Right, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Right, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BothD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BothD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 16) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN4Left4leftEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 1
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN4Both5rightEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 22, ptr %4, align 16
  call void @__cxa_throw(ptr %4, ptr @_ZTIi, ptr null) #6
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZThn8_N4BothD1Ev(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN4BothD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %5) #12
  ret ptr %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N4BothD0Ev(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN4BothD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %4) #12
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZThn8_N4Both5rightEv(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  %5 = tail call noundef i32 @_ZN4Both5rightEv(ptr noundef nonnull align 4 dereferenceable(16) %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4LeftD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4LeftD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5RightD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5RightD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN5Right5rightEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5VBaseC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5VBase, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4VDerD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #14
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN4VDer1vEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 33, ptr %4, align 16
  call void @__cxa_throw(ptr %4, ptr @_ZTIi, ptr null) #6
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5VBaseD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5VBaseD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5VBaseD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN5VBase1vEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n12_N4VDerD0Ev(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN4VDerD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #12
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i32 @_ZTv0_n16_N4VDer1vEv(ptr noundef %0) unnamed_addr #11 comdat {
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
define linkonce_odr hidden noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV7Fragile, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN6BreaksD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV6Breaks, i32 0, i32 0, i32 2), ptr %4, align 4
  %5 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %6 unwind label %8

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 44, ptr %7, align 16
  invoke void @__cxa_throw(ptr %7, ptr @_ZTIi, ptr null) #6
          to label %11 unwind label %8

8:                                                ; preds = %6, %1
  %9 = cleanuppad within none []
  %10 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) [ "funclet"(token %9) ]
  cleanupret from %9 unwind to caller

11:                                               ; preds = %6
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZN6BreaksD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke noundef ptr @_ZN6BreaksD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #14
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #14 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZN7FragileD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #14
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #14 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4VDerD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n12_N4VDerD1Ev(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #12
  ret ptr %9
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #12 = { nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }
attributes #15 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
