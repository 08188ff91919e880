; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Derived = type { %struct.Base }
%struct.Base = type { ptr, i32 }

$_ZN7DerivedC2Ev = comdat any

$__clang_call_terminate = comdat any

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
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTIP4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 4
@_ZTSP7Derived = linkonce_odr dso_local constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@_ZTIP7Derived = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP7Derived, i32 0, ptr @_ZTI7Derived }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", align 1
@_ZTIPKi = external constant ptr
@_ZL5g_int = internal global i32 42, align 4
@_ZTIPi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"const int* %d\0A\00", align 1
@_ZTSPKPKi = linkonce_odr dso_local constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKPKi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPKPKi, i32 1, ptr @_ZTIPKi }, comdat, align 4
@_ZTSPPi = linkonce_odr dso_local constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPPi, i32 0, ptr @_ZTIPi }, comdat, align 4
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
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZNK7Derived2idEv] }, comdat, align 4
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base2idEv] }, comdat, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_catch_by_pointer.cpp, ptr null }]

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() #0 section ".text.startup" {
  call void @_ZN7DerivedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) @_ZL9g_derived) #6
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #6
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), ptr %3, align 4
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
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
  %15 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 5, ptr getelementptr inbounds (%struct.Base, ptr @_ZL9g_derived, i32 0, i32 1), align 4
  %16 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL9g_derived, ptr %16, align 16
  invoke void @__cxa_throw(ptr %16, ptr @_ZTIP7Derived, ptr null) #7
          to label %224 unwind label %17

17:                                               ; preds = %0
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIP4Base
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %2, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %3, align 4
  br label %21

21:                                               ; preds = %17
  %22 = load i32, ptr %3, align 4
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Base) #6
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %216

25:                                               ; preds = %21
  %26 = load ptr, ptr %2, align 4
  %27 = call ptr @__cxa_begin_catch(ptr %26) #6
  store ptr %27, ptr %4, align 4
  %28 = load ptr, ptr %4, align 4
  %29 = load ptr, ptr %28, align 4
  %30 = getelementptr inbounds ptr, ptr %29, i64 0
  %31 = load ptr, ptr %30, align 4
  %32 = invoke noundef i32 %31(ptr noundef nonnull align 4 dereferenceable(8) %28)
          to label %33 unwind label %44

33:                                               ; preds = %25
  %34 = load ptr, ptr %4, align 4
  %35 = getelementptr inbounds %struct.Base, ptr %34, i32 0, i32 1
  %36 = load i32, ptr %35, align 4
  %37 = load ptr, ptr %4, align 4
  %38 = icmp eq ptr %37, @_ZL9g_derived
  %39 = zext i1 %38 to i32
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %32, i32 noundef %36, i32 noundef %39)
          to label %41 unwind label %44

41:                                               ; preds = %33
  call void @__cxa_end_catch() #6
  br label %42

42:                                               ; preds = %41
  %43 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL5g_int, ptr %43, align 16
  invoke void @__cxa_throw(ptr %43, ptr @_ZTIPi, ptr null) #7
          to label %224 unwind label %48

44:                                               ; preds = %33, %25
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %2, align 4
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %216

48:                                               ; preds = %42
  %49 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKi
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %2, align 4
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %3, align 4
  br label %52

52:                                               ; preds = %48
  %53 = load i32, ptr %3, align 4
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKi) #6
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %216

56:                                               ; preds = %52
  %57 = load ptr, ptr %2, align 4
  %58 = call ptr @__cxa_begin_catch(ptr %57) #6
  store ptr %58, ptr %5, align 4
  %59 = load ptr, ptr %5, align 4
  %60 = load i32, ptr %59, align 4
  %61 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %60)
          to label %62 unwind label %66

62:                                               ; preds = %56
  call void @__cxa_end_catch() #6
  br label %63

63:                                               ; preds = %62
  store ptr @_ZL5g_int, ptr %6, align 4
  store ptr %6, ptr %7, align 4
  %64 = call ptr @__cxa_allocate_exception(i32 4) #6
  %65 = load ptr, ptr %7, align 4
  store ptr %65, ptr %64, align 16
  invoke void @__cxa_throw(ptr %64, ptr @_ZTIPPi, ptr null) #7
          to label %224 unwind label %70

66:                                               ; preds = %56
  %67 = landingpad { ptr, i32 }
          cleanup
  %68 = extractvalue { ptr, i32 } %67, 0
  store ptr %68, ptr %2, align 4
  %69 = extractvalue { ptr, i32 } %67, 1
  store i32 %69, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %216

70:                                               ; preds = %63
  %71 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKPKi
  %72 = extractvalue { ptr, i32 } %71, 0
  store ptr %72, ptr %2, align 4
  %73 = extractvalue { ptr, i32 } %71, 1
  store i32 %73, ptr %3, align 4
  br label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %3, align 4
  %76 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKPKi) #6
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %216

78:                                               ; preds = %74
  %79 = load ptr, ptr %2, align 4
  %80 = call ptr @__cxa_begin_catch(ptr %79) #6
  store ptr %80, ptr %8, align 4
  %81 = load ptr, ptr %8, align 4
  %82 = load ptr, ptr %81, align 4
  %83 = load i32, ptr %82, align 4
  %84 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %83)
          to label %85 unwind label %88

85:                                               ; preds = %78
  call void @__cxa_end_catch() #6
  br label %86

86:                                               ; preds = %85
  %87 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @.str.3, ptr %87, align 16
  invoke void @__cxa_throw(ptr %87, ptr @_ZTIPKc, ptr null) #7
          to label %224 unwind label %92

88:                                               ; preds = %78
  %89 = landingpad { ptr, i32 }
          cleanup
  %90 = extractvalue { ptr, i32 } %89, 0
  store ptr %90, ptr %2, align 4
  %91 = extractvalue { ptr, i32 } %89, 1
  store i32 %91, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %216

92:                                               ; preds = %86
  %93 = landingpad { ptr, i32 }
          catch ptr @_ZTIPc
          catch ptr @_ZTIPKc
  %94 = extractvalue { ptr, i32 } %93, 0
  store ptr %94, ptr %2, align 4
  %95 = extractvalue { ptr, i32 } %93, 1
  store i32 %95, ptr %3, align 4
  br label %96

96:                                               ; preds = %92
  %97 = load i32, ptr %3, align 4
  %98 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPc) #6
  %99 = icmp eq i32 %97, %98
  br i1 %99, label %100, label %107

100:                                              ; preds = %96
  %101 = load ptr, ptr %2, align 4
  %102 = call ptr @__cxa_begin_catch(ptr %101) #6
  store ptr %102, ptr %10, align 4
  %103 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %104 unwind label %120

104:                                              ; preds = %100
  call void @__cxa_end_catch() #6
  br label %105

105:                                              ; preds = %104, %115
  %106 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL5g_int, ptr %106, align 16
  invoke void @__cxa_throw(ptr %106, ptr @_ZTIPv, ptr null) #7
          to label %224 unwind label %124

107:                                              ; preds = %96
  %108 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #6
  %109 = icmp eq i32 %97, %108
  br i1 %109, label %110, label %216

110:                                              ; preds = %107
  %111 = load ptr, ptr %2, align 4
  %112 = call ptr @__cxa_begin_catch(ptr %111) #6
  store ptr %112, ptr %9, align 4
  %113 = load ptr, ptr %9, align 4
  %114 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %113)
          to label %115 unwind label %116

115:                                              ; preds = %110
  call void @__cxa_end_catch() #6
  br label %105

116:                                              ; preds = %110
  %117 = landingpad { ptr, i32 }
          cleanup
  %118 = extractvalue { ptr, i32 } %117, 0
  store ptr %118, ptr %2, align 4
  %119 = extractvalue { ptr, i32 } %117, 1
  store i32 %119, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %216

120:                                              ; preds = %100
  %121 = landingpad { ptr, i32 }
          cleanup
  %122 = extractvalue { ptr, i32 } %121, 0
  store ptr %122, ptr %2, align 4
  %123 = extractvalue { ptr, i32 } %121, 1
  store i32 %123, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %216

124:                                              ; preds = %105
  %125 = landingpad { ptr, i32 }
          catch ptr @_ZTIPi
          catch ptr @_ZTIPv
  %126 = extractvalue { ptr, i32 } %125, 0
  store ptr %126, ptr %2, align 4
  %127 = extractvalue { ptr, i32 } %125, 1
  store i32 %127, ptr %3, align 4
  br label %128

128:                                              ; preds = %124
  %129 = load i32, ptr %3, align 4
  %130 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #6
  %131 = icmp eq i32 %129, %130
  br i1 %131, label %132, label %139

132:                                              ; preds = %128
  %133 = load ptr, ptr %2, align 4
  %134 = call ptr @__cxa_begin_catch(ptr %133) #6
  store ptr %134, ptr %12, align 4
  %135 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %136 unwind label %154

136:                                              ; preds = %132
  call void @__cxa_end_catch() #6
  br label %137

137:                                              ; preds = %136, %149
  %138 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL5g_int, ptr %138, align 16
  invoke void @__cxa_throw(ptr %138, ptr @_ZTIPi, ptr null) #7
          to label %224 unwind label %158

139:                                              ; preds = %128
  %140 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPv) #6
  %141 = icmp eq i32 %129, %140
  br i1 %141, label %142, label %216

142:                                              ; preds = %139
  %143 = load ptr, ptr %2, align 4
  %144 = call ptr @__cxa_begin_catch(ptr %143) #6
  store ptr %144, ptr %11, align 4
  %145 = load ptr, ptr %11, align 4
  %146 = icmp eq ptr %145, @_ZL5g_int
  %147 = zext i1 %146 to i32
  %148 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %147)
          to label %149 unwind label %150

149:                                              ; preds = %142
  call void @__cxa_end_catch() #6
  br label %137

150:                                              ; preds = %142
  %151 = landingpad { ptr, i32 }
          cleanup
  %152 = extractvalue { ptr, i32 } %151, 0
  store ptr %152, ptr %2, align 4
  %153 = extractvalue { ptr, i32 } %151, 1
  store i32 %153, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %216

154:                                              ; preds = %132
  %155 = landingpad { ptr, i32 }
          cleanup
  %156 = extractvalue { ptr, i32 } %155, 0
  store ptr %156, ptr %2, align 4
  %157 = extractvalue { ptr, i32 } %155, 1
  store i32 %157, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %216

158:                                              ; preds = %137
  %159 = landingpad { ptr, i32 }
          catch ptr @_ZTIPv
  %160 = extractvalue { ptr, i32 } %159, 0
  store ptr %160, ptr %2, align 4
  %161 = extractvalue { ptr, i32 } %159, 1
  store i32 %161, ptr %3, align 4
  br label %162

162:                                              ; preds = %158
  %163 = load i32, ptr %3, align 4
  %164 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPv) #6
  %165 = icmp eq i32 %163, %164
  br i1 %165, label %166, label %216

166:                                              ; preds = %162
  %167 = load ptr, ptr %2, align 4
  %168 = call ptr @__cxa_begin_catch(ptr %167) #6
  store ptr %168, ptr %13, align 4
  %169 = load ptr, ptr %13, align 4
  %170 = load i32, ptr %169, align 4
  %171 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %170)
          to label %172 unwind label %175

172:                                              ; preds = %166
  call void @__cxa_end_catch() #6
  br label %173

173:                                              ; preds = %172
  %174 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL9g_derived, ptr %174, align 16
  invoke void @__cxa_throw(ptr %174, ptr @_ZTIP7Derived, ptr null) #7
          to label %224 unwind label %179

175:                                              ; preds = %166
  %176 = landingpad { ptr, i32 }
          cleanup
  %177 = extractvalue { ptr, i32 } %176, 0
  store ptr %177, ptr %2, align 4
  %178 = extractvalue { ptr, i32 } %176, 1
  store i32 %178, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %216

179:                                              ; preds = %173
  %180 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTIP7Derived
  %181 = extractvalue { ptr, i32 } %180, 0
  store ptr %181, ptr %2, align 4
  %182 = extractvalue { ptr, i32 } %180, 1
  store i32 %182, ptr %3, align 4
  br label %183

183:                                              ; preds = %179
  %184 = load i32, ptr %3, align 4
  %185 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #6
  %186 = icmp eq i32 %184, %185
  br i1 %186, label %187, label %193

187:                                              ; preds = %183
  %188 = load ptr, ptr %2, align 4
  %189 = call ptr @__cxa_begin_catch(ptr %188) #6
  store ptr %189, ptr %15, align 4
  %190 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10)
          to label %191 unwind label %211

191:                                              ; preds = %187
  call void @__cxa_end_catch()
  br label %192

192:                                              ; preds = %191, %206
  ret i32 0

193:                                              ; preds = %183
  %194 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP7Derived) #6
  %195 = icmp eq i32 %184, %194
  br i1 %195, label %196, label %216

196:                                              ; preds = %193
  %197 = load ptr, ptr %2, align 4
  %198 = call ptr @__cxa_begin_catch(ptr %197) #6
  store ptr %198, ptr %14, align 4
  %199 = load ptr, ptr %14, align 4
  %200 = load ptr, ptr %199, align 4
  %201 = getelementptr inbounds ptr, ptr %200, i64 0
  %202 = load ptr, ptr %201, align 4
  %203 = invoke noundef i32 %202(ptr noundef nonnull align 4 dereferenceable(8) %199)
          to label %204 unwind label %207

204:                                              ; preds = %196
  %205 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %203)
          to label %206 unwind label %207

206:                                              ; preds = %204
  call void @__cxa_end_catch() #6
  br label %192

207:                                              ; preds = %204, %196
  %208 = landingpad { ptr, i32 }
          cleanup
  %209 = extractvalue { ptr, i32 } %208, 0
  store ptr %209, ptr %2, align 4
  %210 = extractvalue { ptr, i32 } %208, 1
  store i32 %210, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %216

211:                                              ; preds = %187
  %212 = landingpad { ptr, i32 }
          cleanup
  %213 = extractvalue { ptr, i32 } %212, 0
  store ptr %213, ptr %2, align 4
  %214 = extractvalue { ptr, i32 } %212, 1
  store i32 %214, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %215 unwind label %221

215:                                              ; preds = %211
  br label %216

216:                                              ; preds = %215, %207, %193, %175, %162, %154, %150, %139, %120, %116, %107, %88, %74, %66, %52, %44, %21
  %217 = load ptr, ptr %2, align 4
  %218 = load i32, ptr %3, align 4
  %219 = insertvalue { ptr, i32 } poison, ptr %217, 0
  %220 = insertvalue { ptr, i32 } %219, i32 %218, 1
  resume { ptr, i32 } %220

221:                                              ; preds = %211
  %222 = landingpad { ptr, i32 }
          catch ptr null
  %223 = extractvalue { ptr, i32 } %222, 0
  call void @__clang_call_terminate(ptr %223) #8
  unreachable

224:                                              ; preds = %173, %137, %105, %86, %63, %42, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Derived2idEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 2
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Base2idEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret i32 1
}

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_catch_by_pointer.cpp() #0 section ".text.startup" {
  call void @__cxx_global_var_init()
  ret void
}

attributes #0 = { noinline uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
