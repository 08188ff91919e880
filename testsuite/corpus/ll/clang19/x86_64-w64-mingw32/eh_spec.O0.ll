; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4
@_ZL5frees = internal global i32 0, align 4
@_ZN7Fragile6budgetE = dso_local global i32 0, align 4
@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4
@_ZL5dtors = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Fragile }, comdat, align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwy(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i64, ptr %2, align 8
  %6 = call ptr @malloc(i64 noundef %5) #9
  ret ptr %6
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znay(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i64, ptr %2, align 8
  %6 = call ptr @malloc(i64 noundef %5) #9
  ret ptr %6
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(ptr noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 8
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  call void @__cxa_call_unexpected(ptr %18) #10
  unreachable
}

declare dso_local void @free(ptr noundef) #3

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local void @__cxa_call_unexpected(ptr)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdaPv(ptr noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 8
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  call void @__cxa_call_unexpected(ptr %18) #10
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %15 = invoke noalias noundef nonnull ptr @_Znwy(i64 noundef 4) #11
          to label %16 unwind label %23

16:                                               ; preds = %0
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %15, i32 noundef 13)
          to label %17 unwind label %27

17:                                               ; preds = %16
  store ptr %15, ptr %2, align 8
  %18 = load ptr, ptr %2, align 8
  %19 = getelementptr inbounds %struct.Fragile, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20)
          to label %22 unwind label %23

22:                                               ; preds = %17
  br label %43

23:                                               ; preds = %17, %0
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %3, align 8
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %4, align 4
  br label %31

27:                                               ; preds = %16
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %3, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %4, align 4
  call void @_ZdlPv(ptr noundef %15) #12
  br label %31

31:                                               ; preds = %27, %23
  %32 = load i32, ptr %4, align 4
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #13
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %196

35:                                               ; preds = %31
  %36 = load ptr, ptr %3, align 8
  %37 = call ptr @__cxa_begin_catch(ptr %36) #13
  store ptr %37, ptr %5, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = load i32, ptr @_ZL6allocs, align 4
  %40 = load i32, ptr @_ZL5frees, align 4
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %38, i32 noundef %39, i32 noundef %40)
          to label %42 unwind label %67

42:                                               ; preds = %35
  call void @__cxa_end_catch() #13
  br label %43

43:                                               ; preds = %42, %22
  store i32 3, ptr @_ZN7Fragile6budgetE, align 4
  %44 = invoke noalias noundef nonnull ptr @_Znay(i64 noundef 28) #11
          to label %45 unwind label %71

45:                                               ; preds = %43
  store i64 5, ptr %44, align 8
  %46 = getelementptr inbounds i8, ptr %44, i64 8
  %47 = getelementptr inbounds %struct.Fragile, ptr %46, i64 5
  br label %48

48:                                               ; preds = %50, %45
  %49 = phi ptr [ %46, %45 ], [ %51, %50 ]
  invoke void @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %49)
          to label %50 unwind label %75

50:                                               ; preds = %48
  %51 = getelementptr inbounds %struct.Fragile, ptr %49, i64 1
  %52 = icmp eq ptr %51, %47
  br i1 %52, label %53, label %48

53:                                               ; preds = %50
  store ptr %46, ptr %6, align 8
  %54 = load ptr, ptr %6, align 8
  %55 = icmp eq ptr %54, null
  br i1 %55, label %66, label %56

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, ptr %54, i64 -8
  %58 = load i64, ptr %57, align 4
  %59 = getelementptr inbounds %struct.Fragile, ptr %54, i64 %58
  %60 = icmp eq ptr %54, %59
  br i1 %60, label %65, label %61

61:                                               ; preds = %61, %56
  %62 = phi ptr [ %59, %56 ], [ %63, %61 ]
  %63 = getelementptr inbounds %struct.Fragile, ptr %62, i64 -1
  call void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %63) #13
  %64 = icmp eq ptr %63, %54
  br i1 %64, label %65, label %61

65:                                               ; preds = %61, %56
  call void @_ZdaPv(ptr noundef %57) #12
  br label %66

66:                                               ; preds = %65, %53
  br label %99

67:                                               ; preds = %35
  %68 = landingpad { ptr, i32 }
          cleanup
  %69 = extractvalue { ptr, i32 } %68, 0
  store ptr %69, ptr %3, align 8
  %70 = extractvalue { ptr, i32 } %68, 1
  store i32 %70, ptr %4, align 4
  call void @__cxa_end_catch() #13
  br label %196

71:                                               ; preds = %43
  %72 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %73 = extractvalue { ptr, i32 } %72, 0
  store ptr %73, ptr %3, align 8
  %74 = extractvalue { ptr, i32 } %72, 1
  store i32 %74, ptr %4, align 4
  br label %85

75:                                               ; preds = %48
  %76 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %77 = extractvalue { ptr, i32 } %76, 0
  store ptr %77, ptr %3, align 8
  %78 = extractvalue { ptr, i32 } %76, 1
  store i32 %78, ptr %4, align 4
  %79 = icmp eq ptr %46, %49
  br i1 %79, label %84, label %80

80:                                               ; preds = %80, %75
  %81 = phi ptr [ %49, %75 ], [ %82, %80 ]
  %82 = getelementptr inbounds %struct.Fragile, ptr %81, i64 -1
  call void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %82) #13
  %83 = icmp eq ptr %82, %46
  br i1 %83, label %84, label %80

84:                                               ; preds = %80, %75
  call void @_ZdaPv(ptr noundef %44) #12
  br label %85

85:                                               ; preds = %84, %71
  %86 = load i32, ptr %4, align 4
  %87 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13
  %88 = icmp eq i32 %86, %87
  br i1 %88, label %89, label %196

89:                                               ; preds = %85
  %90 = load ptr, ptr %3, align 8
  %91 = call ptr @__cxa_begin_catch(ptr %90) #13
  %92 = load i32, ptr %91, align 4
  store i32 %92, ptr %7, align 4
  %93 = load i32, ptr %7, align 4
  %94 = load i32, ptr @_ZL5ctors, align 4
  %95 = load i32, ptr @_ZL5dtors, align 4
  %96 = load i32, ptr @_ZL5frees, align 4
  %97 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %93, i32 noundef %94, i32 noundef %95, i32 noundef %96)
          to label %98 unwind label %109

98:                                               ; preds = %89
  call void @__cxa_end_catch() #13
  br label %99

99:                                               ; preds = %98, %66
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %100

100:                                              ; preds = %129, %99
  %101 = load i32, ptr %9, align 4
  %102 = icmp slt i32 %101, 5
  br i1 %102, label %103, label %136

103:                                              ; preds = %100
  %104 = load i32, ptr %9, align 4
  %105 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %104)
          to label %106 unwind label %113

106:                                              ; preds = %103
  %107 = load i32, ptr %8, align 4
  %108 = add nsw i32 %107, %105
  store i32 %108, ptr %8, align 4
  br label %128

109:                                              ; preds = %89
  %110 = landingpad { ptr, i32 }
          cleanup
  %111 = extractvalue { ptr, i32 } %110, 0
  store ptr %111, ptr %3, align 8
  %112 = extractvalue { ptr, i32 } %110, 1
  store i32 %112, ptr %4, align 4
  call void @__cxa_end_catch() #13
  br label %196

113:                                              ; preds = %103
  %114 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %115 = extractvalue { ptr, i32 } %114, 0
  store ptr %115, ptr %3, align 8
  %116 = extractvalue { ptr, i32 } %114, 1
  store i32 %116, ptr %4, align 4
  br label %117

117:                                              ; preds = %113
  %118 = load i32, ptr %4, align 4
  %119 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13
  %120 = icmp eq i32 %118, %119
  br i1 %120, label %121, label %196

121:                                              ; preds = %117
  %122 = load ptr, ptr %3, align 8
  %123 = call ptr @__cxa_begin_catch(ptr %122) #13
  %124 = load i32, ptr %123, align 4
  store i32 %124, ptr %10, align 4
  %125 = load i32, ptr %10, align 4
  %126 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %125)
          to label %127 unwind label %132

127:                                              ; preds = %121
  call void @__cxa_end_catch() #13
  br label %128

128:                                              ; preds = %127, %106
  br label %129

129:                                              ; preds = %128
  %130 = load i32, ptr %9, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %9, align 4
  br label %100, !llvm.loop !5

132:                                              ; preds = %121
  %133 = landingpad { ptr, i32 }
          cleanup
  %134 = extractvalue { ptr, i32 } %133, 0
  store ptr %134, ptr %3, align 8
  %135 = extractvalue { ptr, i32 } %133, 1
  store i32 %135, ptr %4, align 4
  call void @__cxa_end_catch() #13
  br label %196

136:                                              ; preds = %100
  %137 = load i32, ptr %8, align 4
  %138 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #13
  %139 = call noundef i32 @_ZL5neveri(i32 noundef 1) #13
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %137, i32 noundef %138, i32 noundef %139)
  %141 = call noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 7)
  %142 = call noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef @_ZL10throw_longi, i32 noundef 3)
  %143 = call noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 1)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %141, i32 noundef %142, i32 noundef %143)
  %145 = getelementptr inbounds %class.anon, ptr %11, i32 0, i32 0
  store ptr %8, ptr %145, align 8
  store i32 0, ptr %12, align 4
  br label %146

146:                                              ; preds = %169, %136
  %147 = load i32, ptr %12, align 4
  %148 = icmp slt i32 %147, 4
  br i1 %148, label %149, label %177

149:                                              ; preds = %146
  %150 = load i32, ptr %12, align 4
  invoke void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(8) %11, i32 noundef %150)
          to label %151 unwind label %152

151:                                              ; preds = %149
  br label %168

152:                                              ; preds = %149
  %153 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Fragile
  %154 = extractvalue { ptr, i32 } %153, 0
  store ptr %154, ptr %3, align 8
  %155 = extractvalue { ptr, i32 } %153, 1
  store i32 %155, ptr %4, align 4
  br label %156

156:                                              ; preds = %152
  %157 = load i32, ptr %4, align 4
  %158 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Fragile) #13
  %159 = icmp eq i32 %157, %158
  br i1 %159, label %160, label %196

160:                                              ; preds = %156
  %161 = load ptr, ptr %3, align 8
  %162 = call ptr @__cxa_begin_catch(ptr %161) #13
  store ptr %162, ptr %13, align 8
  %163 = load ptr, ptr %13, align 8
  %164 = getelementptr inbounds %struct.Fragile, ptr %163, i32 0, i32 0
  %165 = load i32, ptr %164, align 4
  %166 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %165)
          to label %167 unwind label %172

167:                                              ; preds = %160
  call void @__cxa_end_catch()
  br label %168

168:                                              ; preds = %167, %151
  br label %169

169:                                              ; preds = %168
  %170 = load i32, ptr %12, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %12, align 4
  br label %146, !llvm.loop !7

172:                                              ; preds = %160
  %173 = landingpad { ptr, i32 }
          cleanup
  %174 = extractvalue { ptr, i32 } %173, 0
  store ptr %174, ptr %3, align 8
  %175 = extractvalue { ptr, i32 } %173, 1
  store i32 %175, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %176 unwind label %201

176:                                              ; preds = %172
  br label %196

177:                                              ; preds = %146
  store i32 0, ptr %14, align 4
  br label %178

178:                                              ; preds = %186, %177
  %179 = load i32, ptr %14, align 4
  %180 = icmp slt i32 %179, 3
  br i1 %180, label %181, label %189

181:                                              ; preds = %178
  %182 = load i32, ptr %14, align 4
  %183 = load i32, ptr %14, align 4
  %184 = call noundef i32 @_ZL7layeredi(i32 noundef %183)
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %182, i32 noundef %184)
  br label %186

186:                                              ; preds = %181
  %187 = load i32, ptr %14, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %14, align 4
  br label %178, !llvm.loop !8

189:                                              ; preds = %178
  %190 = load i32, ptr @_ZL6allocs, align 4
  %191 = load i32, ptr @_ZL5frees, align 4
  %192 = load i32, ptr @_ZL5ctors, align 4
  %193 = load i32, ptr @_ZL5dtors, align 4
  %194 = load i32, ptr %8, align 4
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %190, i32 noundef %191, i32 noundef %192, i32 noundef %193, i32 noundef %194)
  ret i32 0

196:                                              ; preds = %176, %156, %132, %117, %109, %85, %67, %31
  %197 = load ptr, ptr %3, align 8
  %198 = load i32, ptr %4, align 4
  %199 = insertvalue { ptr, i32 } poison, ptr %197, 0
  %200 = insertvalue { ptr, i32 } %199, i32 %198, 1
  resume { ptr, i32 } %200

201:                                              ; preds = %172
  %202 = landingpad { ptr, i32 }
          catch ptr null
  %203 = extractvalue { ptr, i32 } %202, 0
  call void @__clang_call_terminate(ptr %203) #14
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Fragile, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 13
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i64 8) #13
  store ptr @.str.9, ptr %11, align 16
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #10
  unreachable

12:                                               ; preds = %2
  %13 = load i32, ptr @_ZL5ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL5ctors, align 4
  ret void
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Fragile, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr @_ZN7Fragile6budgetE, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 4) #13
  %11 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  store i32 %11, ptr %10, align 16
  call void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #10
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr @_ZL5ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL5ctors, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL5dtors, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5dtors, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #5 personality ptr @__gxx_personality_seh0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp sgt i32 %5, 2
  br i1 %6, label %7, label %20

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 4) #13
  %9 = load i32, ptr %2, align 4
  %10 = mul nsw i32 %9, 2
  store i32 %10, ptr %8, align 16
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #10
          to label %27 unwind label %11

11:                                               ; preds = %7
  %12 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTIi]
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 8
  call void @__cxa_call_unexpected(ptr %19) #10
  unreachable

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4
  ret i32 %21

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %4, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26

27:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_seh0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %29

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %6, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13
  %23 = load i16, ptr %22, align 2
  store i16 %23, ptr %8, align 2
  %24 = load i16, ptr %8, align 2
  %25 = sext i16 %24 to i32
  store i32 %25, ptr %3, align 4
  call void @__cxa_end_catch() #13
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 8
  %28 = call ptr @__cxa_begin_catch(ptr %27) #13
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_shorti(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 2) #13
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i16
  store i16 %5, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIs, ptr null) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_seh0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %29

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %6, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13
  %23 = load i64, ptr %22, align 8
  store i64 %23, ptr %8, align 8
  %24 = load i64, ptr %8, align 8
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %3, align 4
  call void @__cxa_end_catch() #13
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 8
  %28 = call ptr @__cxa_begin_catch(ptr %27) #13
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_longi(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 8) #13
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 1000
  store i64 %6, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIx, ptr null) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_seh0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %28

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %6, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %25

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %8, align 4
  %24 = load i32, ptr %8, align 4
  store i32 %24, ptr %3, align 4
  call void @__cxa_end_catch() #13
  br label %29

25:                                               ; preds = %16
  %26 = load ptr, ptr %6, align 8
  %27 = call ptr @__cxa_begin_catch(ptr %26) #13
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %29

28:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %29

29:                                               ; preds = %28, %20, %25
  %30 = load i32, ptr %3, align 4
  ret i32 %30
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #5 align 2 personality ptr @__gxx_personality_seh0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  %9 = and i32 %8, 1
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %20

11:                                               ; preds = %2
  %12 = call ptr @__cxa_allocate_exception(i64 4) #13
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %13, 3
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %11
  call void @__cxa_throw(ptr %12, ptr @_ZTI7Fragile, ptr @_ZN7FragileD2Ev) #10
  unreachable

16:                                               ; preds = %11
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  call void @__cxa_free_exception(ptr %12) #13
  br label %26

20:                                               ; preds = %2
  %21 = load i32, ptr %4, align 4
  %22 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, %21
  store i32 %25, ptr %23, align 4
  ret void

26:                                               ; preds = %16
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %6, align 4
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #8 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #13
  call void @_ZSt9terminatev() #14
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #5 personality ptr @__gxx_personality_seh0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 8
  %5 = alloca %struct.Scope, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef @.str.10)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef @.str.11)
          to label %13 unwind label %20

13:                                               ; preds = %1
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef @.str.12)
          to label %14 unwind label %24

14:                                               ; preds = %13
  %15 = load i32, ptr %3, align 4
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %47

17:                                               ; preds = %14
  %18 = call ptr @__cxa_allocate_exception(i64 4) #13
  %19 = load i32, ptr %3, align 4
  store i32 %19, ptr %18, align 16
  invoke void @__cxa_throw(ptr %18, ptr @_ZTIi, ptr null) #10
          to label %83 unwind label %28

20:                                               ; preds = %1
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %6, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %7, align 4
  br label %64

24:                                               ; preds = %13
  %25 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %6, align 8
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %7, align 4
  br label %32

28:                                               ; preds = %17
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %6, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %7, align 4
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #13
  br label %32

32:                                               ; preds = %28, %24
  %33 = load i32, ptr %7, align 4
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %63

36:                                               ; preds = %32
  %37 = load ptr, ptr %6, align 8
  %38 = call ptr @__cxa_begin_catch(ptr %37) #13
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %9, align 4
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef @.str.13)
          to label %40 unwind label %48

40:                                               ; preds = %36
  %41 = load i32, ptr %9, align 4
  %42 = icmp sgt i32 %41, 1
  br i1 %42, label %43, label %56

43:                                               ; preds = %40
  %44 = call ptr @__cxa_allocate_exception(i64 4) #13
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 10
  store i32 %46, ptr %44, align 16
  invoke void @__cxa_throw(ptr %44, ptr @_ZTIi, ptr null) #10
          to label %83 unwind label %52

47:                                               ; preds = %14
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #13
  br label %59

48:                                               ; preds = %36
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %6, align 8
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %7, align 4
  br label %58

52:                                               ; preds = %43
  %53 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %6, align 8
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %7, align 4
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #13
  br label %58

56:                                               ; preds = %40
  %57 = load i32, ptr %9, align 4
  store i32 %57, ptr %2, align 4
  store i32 1, ptr %11, align 4
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #13
  call void @__cxa_end_catch() #13
  br label %60

58:                                               ; preds = %52, %48
  call void @__cxa_end_catch() #13
  br label %63

59:                                               ; preds = %47
  store i32 0, ptr %11, align 4
  br label %60

60:                                               ; preds = %59, %56
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #13
  %61 = load i32, ptr %11, align 4
  switch i32 %61, label %75 [
    i32 0, label %62
  ]

62:                                               ; preds = %60
  br label %74

63:                                               ; preds = %58, %32
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #13
  br label %64

64:                                               ; preds = %63, %20
  %65 = load i32, ptr %7, align 4
  %66 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13
  %67 = icmp eq i32 %65, %66
  br i1 %67, label %68, label %77

68:                                               ; preds = %64
  %69 = load ptr, ptr %6, align 8
  %70 = call ptr @__cxa_begin_catch(ptr %69) #13
  %71 = load i32, ptr %70, align 4
  store i32 %71, ptr %12, align 4
  %72 = load i32, ptr %12, align 4
  %73 = mul nsw i32 %72, 100
  store i32 %73, ptr %2, align 4
  store i32 1, ptr %11, align 4
  call void @__cxa_end_catch() #13
  br label %75

74:                                               ; preds = %62
  store i32 0, ptr %2, align 4
  store i32 1, ptr %11, align 4
  br label %75

75:                                               ; preds = %74, %68, %60
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #13
  %76 = load i32, ptr %2, align 4
  ret i32 %76

77:                                               ; preds = %64
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #13
  br label %78

78:                                               ; preds = %77
  %79 = load ptr, ptr %6, align 8
  %80 = load i32, ptr %7, align 4
  %81 = insertvalue { ptr, i32 } poison, ptr %79, 0
  %82 = insertvalue { ptr, i32 } %81, i32 %80, 1
  resume { ptr, i32 } %82

83:                                               ; preds = %43, %17
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

declare dso_local void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #14
  unreachable
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind memory(none) }
attributes #7 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { allocsize(0) }
attributes #10 = { noreturn }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
