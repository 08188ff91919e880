; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Derived = type { %struct.Base }
%struct.Base = type { ptr, i32 }

$_ZN7DerivedC2Ev = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZNK7Derived2idEv = comdat any

$_ZNK4Base2idEv = comdat any

$_ZTSP4Base = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTI7Derived = comdat any

$_ZTIP7Derived = comdat any

$_ZTSPKPKi = comdat any

$_ZTIPKPKi = comdat any

$_ZTSPPi = comdat any

$_ZTIPPi = comdat any

$_ZTV7Derived = comdat any

$_ZTV4Base = comdat any

@_ZL9g_derived = internal global %struct.Derived zeroinitializer, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTIP4Base = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 4
@_ZTSP7Derived = linkonce_odr hidden constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@_ZTIP7Derived = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP7Derived, i32 0, ptr @_ZTI7Derived }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", align 1
@_ZTIPKi = external constant ptr
@_ZL5g_int = internal global i32 42, align 4
@_ZTIPi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"const int* %d\0A\00", align 1
@_ZTSPKPKi = linkonce_odr constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKPKi = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPKPKi, i32 1, ptr @_ZTIPKi }, comdat, align 4
@_ZTSPPi = linkonce_odr constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPPi, i32 0, ptr @_ZTIPi }, comdat, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", align 1
@_ZTIPc = external constant ptr
@_ZTIPKc = external constant ptr
@.str.3 = private unnamed_addr constant [10 x i8] c"a literal\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"const char* %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"wrong: char*\0A\00", align 1
@_ZTIPv = external constant ptr
@.str.6 = private unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [29 x i8] c"wrong: void* caught as int*\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [36 x i8] c"wrong: pointer caught by reference\0A\00", align 1
@_ZTV7Derived = linkonce_odr hidden unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZNK7Derived2idEv] }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base2idEv] }, comdat, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_catch_by_pointer.cpp, ptr null }]

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline
define internal void @__cxx_global_var_init() #0 {
  %1 = call noundef ptr @_ZN7DerivedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) @_ZL9g_derived) #7
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7DerivedC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #2 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 5, ptr getelementptr inbounds (%struct.Base, ptr @_ZL9g_derived, i32 0, i32 1), align 4
  %15 = call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr @_ZL9g_derived, ptr %15, align 16
  invoke void @__cxa_throw(ptr %15, ptr @_ZTIP7Derived, ptr null) #6
          to label %212 unwind label %16

16:                                               ; preds = %0
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @_ZTIP4Base]
  %20 = call ptr @llvm.wasm.get.exception(token %19)
  store ptr %20, ptr %2, align 4
  %21 = call i32 @llvm.wasm.get.ehselector(token %19)
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Base) #7
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %18
  %25 = load ptr, ptr %2, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #7 [ "funclet"(token %19) ]
  store ptr %26, ptr %3, align 4
  %27 = load ptr, ptr %3, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 0
  %30 = load ptr, ptr %29, align 4
  %31 = invoke noundef i32 %30(ptr noundef nonnull align 4 dereferenceable(8) %27) [ "funclet"(token %19) ]
          to label %32 unwind label %191

32:                                               ; preds = %24
  %33 = load ptr, ptr %3, align 4
  %34 = getelementptr inbounds %struct.Base, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr %3, align 4
  %37 = icmp eq ptr %36, @_ZL9g_derived
  %38 = zext i1 %37 to i32
  %39 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31, i32 noundef %35, i32 noundef %38) [ "funclet"(token %19) ]
          to label %40 unwind label %191

40:                                               ; preds = %32
  call void @__cxa_end_catch() #7 [ "funclet"(token %19) ]
  catchret from %19 to label %41

41:                                               ; preds = %40
  br label %43

42:                                               ; preds = %18
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %19) ]
  unreachable

43:                                               ; preds = %41
  %44 = call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr @_ZL5g_int, ptr %44, align 16
  invoke void @__cxa_throw(ptr %44, ptr @_ZTIPi, ptr null) #6
          to label %212 unwind label %45

45:                                               ; preds = %43
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @_ZTIPKi]
  %49 = call ptr @llvm.wasm.get.exception(token %48)
  store ptr %49, ptr %2, align 4
  %50 = call i32 @llvm.wasm.get.ehselector(token %48)
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKi) #7
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %61

53:                                               ; preds = %47
  %54 = load ptr, ptr %2, align 4
  %55 = call ptr @__cxa_begin_catch(ptr %54) #7 [ "funclet"(token %48) ]
  store ptr %55, ptr %4, align 4
  %56 = load ptr, ptr %4, align 4
  %57 = load i32, ptr %56, align 4
  %58 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %57) [ "funclet"(token %48) ]
          to label %59 unwind label %193

59:                                               ; preds = %53
  call void @__cxa_end_catch() #7 [ "funclet"(token %48) ]
  catchret from %48 to label %60

60:                                               ; preds = %59
  br label %62

61:                                               ; preds = %47
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %48) ]
  unreachable

62:                                               ; preds = %60
  store ptr @_ZL5g_int, ptr %5, align 4
  store ptr %5, ptr %6, align 4
  %63 = call ptr @__cxa_allocate_exception(i32 4) #7
  %64 = load ptr, ptr %6, align 4
  store ptr %64, ptr %63, align 16
  invoke void @__cxa_throw(ptr %63, ptr @_ZTIPPi, ptr null) #6
          to label %212 unwind label %65

65:                                               ; preds = %62
  %66 = catchswitch within none [label %67] unwind to caller

67:                                               ; preds = %65
  %68 = catchpad within %66 [ptr @_ZTIPKPKi]
  %69 = call ptr @llvm.wasm.get.exception(token %68)
  store ptr %69, ptr %2, align 4
  %70 = call i32 @llvm.wasm.get.ehselector(token %68)
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKPKi) #7
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %82

73:                                               ; preds = %67
  %74 = load ptr, ptr %2, align 4
  %75 = call ptr @__cxa_begin_catch(ptr %74) #7 [ "funclet"(token %68) ]
  store ptr %75, ptr %7, align 4
  %76 = load ptr, ptr %7, align 4
  %77 = load ptr, ptr %76, align 4
  %78 = load i32, ptr %77, align 4
  %79 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %78) [ "funclet"(token %68) ]
          to label %80 unwind label %195

80:                                               ; preds = %73
  call void @__cxa_end_catch() #7 [ "funclet"(token %68) ]
  catchret from %68 to label %81

81:                                               ; preds = %80
  br label %83

82:                                               ; preds = %67
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %68) ]
  unreachable

83:                                               ; preds = %81
  %84 = call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr @.str.3, ptr %84, align 16
  invoke void @__cxa_throw(ptr %84, ptr @_ZTIPKc, ptr null) #6
          to label %212 unwind label %85

85:                                               ; preds = %83
  %86 = catchswitch within none [label %87] unwind to caller

87:                                               ; preds = %85
  %88 = catchpad within %86 [ptr @_ZTIPc, ptr @_ZTIPKc]
  %89 = call ptr @llvm.wasm.get.exception(token %88)
  store ptr %89, ptr %2, align 4
  %90 = call i32 @llvm.wasm.get.ehselector(token %88)
  %91 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPc) #7
  %92 = icmp eq i32 %90, %91
  br i1 %92, label %93, label %99

93:                                               ; preds = %87
  %94 = load ptr, ptr %2, align 4
  %95 = call ptr @__cxa_begin_catch(ptr %94) #7 [ "funclet"(token %88) ]
  store ptr %95, ptr %9, align 4
  %96 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5) [ "funclet"(token %88) ]
          to label %97 unwind label %199

97:                                               ; preds = %93
  call void @__cxa_end_catch() #7 [ "funclet"(token %88) ]
  catchret from %88 to label %98

98:                                               ; preds = %97
  br label %110

99:                                               ; preds = %87
  %100 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #7
  %101 = icmp eq i32 %90, %100
  br i1 %101, label %102, label %109

102:                                              ; preds = %99
  %103 = load ptr, ptr %2, align 4
  %104 = call ptr @__cxa_begin_catch(ptr %103) #7 [ "funclet"(token %88) ]
  store ptr %104, ptr %8, align 4
  %105 = load ptr, ptr %8, align 4
  %106 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %105) [ "funclet"(token %88) ]
          to label %107 unwind label %197

107:                                              ; preds = %102
  call void @__cxa_end_catch() #7 [ "funclet"(token %88) ]
  catchret from %88 to label %108

108:                                              ; preds = %107
  br label %110

109:                                              ; preds = %99
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %88) ]
  unreachable

110:                                              ; preds = %98, %108
  %111 = call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr @_ZL5g_int, ptr %111, align 16
  invoke void @__cxa_throw(ptr %111, ptr @_ZTIPv, ptr null) #6
          to label %212 unwind label %112

112:                                              ; preds = %110
  %113 = catchswitch within none [label %114] unwind to caller

114:                                              ; preds = %112
  %115 = catchpad within %113 [ptr @_ZTIPi, ptr @_ZTIPv]
  %116 = call ptr @llvm.wasm.get.exception(token %115)
  store ptr %116, ptr %2, align 4
  %117 = call i32 @llvm.wasm.get.ehselector(token %115)
  %118 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #7
  %119 = icmp eq i32 %117, %118
  br i1 %119, label %120, label %126

120:                                              ; preds = %114
  %121 = load ptr, ptr %2, align 4
  %122 = call ptr @__cxa_begin_catch(ptr %121) #7 [ "funclet"(token %115) ]
  store ptr %122, ptr %11, align 4
  %123 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7) [ "funclet"(token %115) ]
          to label %124 unwind label %203

124:                                              ; preds = %120
  call void @__cxa_end_catch() #7 [ "funclet"(token %115) ]
  catchret from %115 to label %125

125:                                              ; preds = %124
  br label %139

126:                                              ; preds = %114
  %127 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPv) #7
  %128 = icmp eq i32 %117, %127
  br i1 %128, label %129, label %138

129:                                              ; preds = %126
  %130 = load ptr, ptr %2, align 4
  %131 = call ptr @__cxa_begin_catch(ptr %130) #7 [ "funclet"(token %115) ]
  store ptr %131, ptr %10, align 4
  %132 = load ptr, ptr %10, align 4
  %133 = icmp eq ptr %132, @_ZL5g_int
  %134 = zext i1 %133 to i32
  %135 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %134) [ "funclet"(token %115) ]
          to label %136 unwind label %201

136:                                              ; preds = %129
  call void @__cxa_end_catch() #7 [ "funclet"(token %115) ]
  catchret from %115 to label %137

137:                                              ; preds = %136
  br label %139

138:                                              ; preds = %126
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %115) ]
  unreachable

139:                                              ; preds = %125, %137
  %140 = call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr @_ZL5g_int, ptr %140, align 16
  invoke void @__cxa_throw(ptr %140, ptr @_ZTIPi, ptr null) #6
          to label %212 unwind label %141

141:                                              ; preds = %139
  %142 = catchswitch within none [label %143] unwind to caller

143:                                              ; preds = %141
  %144 = catchpad within %142 [ptr @_ZTIPv]
  %145 = call ptr @llvm.wasm.get.exception(token %144)
  store ptr %145, ptr %2, align 4
  %146 = call i32 @llvm.wasm.get.ehselector(token %144)
  %147 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPv) #7
  %148 = icmp eq i32 %146, %147
  br i1 %148, label %149, label %157

149:                                              ; preds = %143
  %150 = load ptr, ptr %2, align 4
  %151 = call ptr @__cxa_begin_catch(ptr %150) #7 [ "funclet"(token %144) ]
  store ptr %151, ptr %12, align 4
  %152 = load ptr, ptr %12, align 4
  %153 = load i32, ptr %152, align 4
  %154 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %153) [ "funclet"(token %144) ]
          to label %155 unwind label %205

155:                                              ; preds = %149
  call void @__cxa_end_catch() #7 [ "funclet"(token %144) ]
  catchret from %144 to label %156

156:                                              ; preds = %155
  br label %158

157:                                              ; preds = %143
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %144) ]
  unreachable

158:                                              ; preds = %156
  %159 = call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr @_ZL9g_derived, ptr %159, align 16
  invoke void @__cxa_throw(ptr %159, ptr @_ZTIP7Derived, ptr null) #6
          to label %212 unwind label %160

160:                                              ; preds = %158
  %161 = catchswitch within none [label %162] unwind to caller

162:                                              ; preds = %160
  %163 = catchpad within %161 [ptr @_ZTI4Base, ptr @_ZTIP7Derived]
  %164 = call ptr @llvm.wasm.get.exception(token %163)
  store ptr %164, ptr %2, align 4
  %165 = call i32 @llvm.wasm.get.ehselector(token %163)
  %166 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %167 = icmp eq i32 %165, %166
  br i1 %167, label %168, label %174

168:                                              ; preds = %162
  %169 = load ptr, ptr %2, align 4
  %170 = call ptr @__cxa_begin_catch(ptr %169) #7 [ "funclet"(token %163) ]
  store ptr %170, ptr %14, align 4
  %171 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10) [ "funclet"(token %163) ]
          to label %172 unwind label %209

172:                                              ; preds = %168
  call void @__cxa_end_catch() [ "funclet"(token %163) ]
  catchret from %163 to label %173

173:                                              ; preds = %172
  br label %190

174:                                              ; preds = %162
  %175 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP7Derived) #7
  %176 = icmp eq i32 %165, %175
  br i1 %176, label %177, label %189

177:                                              ; preds = %174
  %178 = load ptr, ptr %2, align 4
  %179 = call ptr @__cxa_begin_catch(ptr %178) #7 [ "funclet"(token %163) ]
  store ptr %179, ptr %13, align 4
  %180 = load ptr, ptr %13, align 4
  %181 = load ptr, ptr %180, align 4
  %182 = getelementptr inbounds ptr, ptr %181, i64 0
  %183 = load ptr, ptr %182, align 4
  %184 = invoke noundef i32 %183(ptr noundef nonnull align 4 dereferenceable(8) %180) [ "funclet"(token %163) ]
          to label %185 unwind label %207

185:                                              ; preds = %177
  %186 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %184) [ "funclet"(token %163) ]
          to label %187 unwind label %207

187:                                              ; preds = %185
  call void @__cxa_end_catch() #7 [ "funclet"(token %163) ]
  catchret from %163 to label %188

188:                                              ; preds = %187
  br label %190

189:                                              ; preds = %174
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %163) ]
  unreachable

190:                                              ; preds = %173, %188
  ret i32 0

191:                                              ; preds = %32, %24
  %192 = cleanuppad within %19 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %192) ]
  cleanupret from %192 unwind to caller

193:                                              ; preds = %53
  %194 = cleanuppad within %48 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %194) ]
  cleanupret from %194 unwind to caller

195:                                              ; preds = %73
  %196 = cleanuppad within %68 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %196) ]
  cleanupret from %196 unwind to caller

197:                                              ; preds = %102
  %198 = cleanuppad within %88 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %198) ]
  cleanupret from %198 unwind to caller

199:                                              ; preds = %93
  %200 = cleanuppad within %88 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %200) ]
  cleanupret from %200 unwind to caller

201:                                              ; preds = %129
  %202 = cleanuppad within %115 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %202) ]
  cleanupret from %202 unwind to caller

203:                                              ; preds = %120
  %204 = cleanuppad within %115 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %204) ]
  cleanupret from %204 unwind to caller

205:                                              ; preds = %149
  %206 = cleanuppad within %144 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %206) ]
  cleanupret from %206 unwind to caller

207:                                              ; preds = %185, %177
  %208 = cleanuppad within %163 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %208) ]
  cleanupret from %208 unwind to caller

209:                                              ; preds = %168
  %210 = cleanuppad within %163 []
  invoke void @__cxa_end_catch() [ "funclet"(token %210) ]
          to label %211 unwind label %213

211:                                              ; preds = %209
  cleanupret from %210 unwind to caller

212:                                              ; preds = %158, %139, %110, %83, %62, %43, %0
  unreachable

213:                                              ; preds = %209
  %214 = cleanuppad within %210 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %214) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BaseC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK7Derived2idEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK4Base2idEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 1
}

; Function Attrs: noinline
define internal void @_GLOBAL__sub_I_catch_by_pointer.cpp() #0 {
  call void @__cxx_global_var_init()
  ret void
}

attributes #0 = { noinline "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
